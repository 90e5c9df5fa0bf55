import { Suspense, useState, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExposedSectionModule, PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';
import { recoverableErrorLevel, ServerSectionLoadError } from '../utils/serverSectionChecks';
import { RemoteErrorBoundary, ServerRenderedSection } from './RemoteSection';

type Module = ExposedSectionModule<PropsOf<'skills/SkillsPage'>>;

function Counter({ title }: { title: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>{title}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

const moduleOf = (title: string) => ({ default: () => <Counter title={title} /> }) as unknown as Module;

function deferred() {
  let resolve!: (module: Module) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Module>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The page as the server sends it: the section's HTML inside the route's Suspense markers. */
function serverPage(title: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<main>${renderToString(
    <Suspense fallback={null}>
      <div data-mf-remote="skills">
        <Counter title={title} />
      </div>
    </Suspense>,
  )}</main>`;
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, section: ReactElement, onRecoverableError = vi.fn()) {
  await act(async () => {
    root = hydrateRoot(
      container,
      <main>
        <RemoteErrorBoundary fallback={() => <p role="alert">Skills is unavailable right now</p>}>
          <Suspense fallback={<p>skeleton</p>}>{section}</Suspense>
        </RemoteErrorBoundary>
      </main>,
      { onRecoverableError },
    );
  });
  return onRecoverableError;
}

describe('ServerRenderedSection', () => {
  it('keeps the server HTML while its code loads, then hydrates the same elements', async () => {
    const container = serverPage('Skills');
    const serverHeading = container.querySelector('h1');
    const code = deferred();
    const onRecoverableError = await hydrate(
      container,
      <ServerRenderedSection id="skills/SkillsPage" code={() => code.promise} matchesCode={() => true} />,
    );
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).not.toContain('skeleton');

    await act(async () => code.resolve(moduleOf('Skills')));
    expect(container.querySelector('h1')).toBe(serverHeading);
    // Hydrated: its event handlers work.
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('button')).toHaveTextContent('Clicked 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders again on the client when the HTML came from another release than the code', async () => {
    const container = serverPage('Old release');
    const code = deferred();
    const onRecoverableError = await hydrate(
      container,
      <ServerRenderedSection id="skills/SkillsPage" code={() => code.promise} matchesCode={() => false} />,
    );
    await act(async () => code.resolve(moduleOf('New release')));
    expect(container.querySelector('h1')).toHaveTextContent('New release');
    expect(container.querySelector('[role=alert]')).toBeNull();
    expect(onRecoverableError).toHaveBeenCalledTimes(1);
    expect(recoverableErrorLevel(onRecoverableError.mock.calls[0]![0])).toBe('info');
  });

  it('shows the fallback when its code cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = serverPage('Skills');
    const code = deferred();
    const onRecoverableError = await hydrate(
      container,
      <ServerRenderedSection id="skills/SkillsPage" code={() => code.promise} matchesCode={() => true} />,
    );
    await act(async () => code.reject(new ServerSectionLoadError('skills', new Error('timed out'))));
    expect(container.querySelector('[role=alert]')).toHaveTextContent('Skills is unavailable right now');
    expect(container.querySelector('h1')).toBeNull();
    // Reported (if at all) as the expected outcome it is, never as a hydration error.
    for (const [error] of onRecoverableError.mock.calls) expect(recoverableErrorLevel(error)).toBe('warn');
  });
});

// Keeps the id type honest for the injected loader.
export type _Ids = RemoteModuleId;
