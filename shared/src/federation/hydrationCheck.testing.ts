/**
 * Test helper: whether a section's fragment HTML hydrates without a mismatch inside a host-like page
 * (ids and a Suspense boundary around it), as reported by React itself.
 */
import { act, createElement, Suspense, useId, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RemoteName, SectionProps } from './contract';
import { hydrateEveryIsland } from '../ui/Island';
import { fragmentBody, splitLeadingLinks } from '../../build/fragmentMarkup';

/** Stands for the host's header and skip link: ids of their own before the section. */
function HostChrome() {
  const first = useId();
  const second = useId();
  return createElement('header', { id: first, 'aria-labelledby': second }, createElement('p', { id: second }, 'host'));
}

function hostPage(section: ReturnType<typeof createElement>) {
  return createElement(
    'div',
    null,
    createElement(HostChrome),
    createElement('main', null, createElement(Suspense, { fallback: null }, section)),
  );
}

export async function hydrationProblemsInHost(
  remote: RemoteName,
  Section: ComponentType<SectionProps>,
): Promise<string[]> {
  const { markup } = splitLeadingLinks(renderToString(createElement(Section, { variant: 'page' })));
  const point = '<template data-include-point=""></template>';
  const page = renderToString(hostPage(createElement('template', { 'data-include-point': '' }))).replace(
    point,
    fragmentBody(remote, markup),
  );
  const container = document.createElement('div');
  container.innerHTML = page;
  document.body.append(container);

  const problems: string[] = [];
  // Every island at once: deferred hydration would hide a mismatch inside one.
  hydrateEveryIsland();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const originalError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  try {
    const root = await act(async () =>
      hydrateRoot(
        container,
        hostPage(createElement('div', { 'data-mf-remote': remote }, createElement(Section, { variant: 'page' }))),
        { onRecoverableError: (error) => problems.push(String(error)) },
      ),
    );
    await act(async () => root.unmount());
  } finally {
    hydrateEveryIsland(false);
    console.error = originalError;
    container.remove();
  }
  return problems;
}
