import { act, Suspense, useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactPage from './ContactPage';

/** A host-like page: components before the section (one with useId) and a Suspense boundary around it. */
function HostLikePage({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <header id={id}>header</header>
      <main>
        <Suspense fallback={<p>loading</p>}>{children}</Suspense>
      </main>
    </div>
  );
}

const SLOT = '<template data-slot="true"></template>';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('ContactPage rendered alone on the server, hydrated inside a host', () => {
  it('hydrates without a mismatch, keeping the server DOM', async () => {
    // What the build does: the section alone; what the server does: put it where the host's include is.
    const fragment = renderToString(<ContactPage variant="page" />);
    const host = renderToString(
      <HostLikePage>
        <template data-slot />
      </HostLikePage>,
    );
    expect(host).toContain(SLOT);
    const container = document.createElement('div');
    container.innerHTML = host.replace(SLOT, fragment);
    document.body.append(container);
    const serverForm = container.querySelector('form');

    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <HostLikePage>
          <ContactPage variant="page" />
        </HostLikePage>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // Hydrated, not replaced.
    expect(container.querySelector('form')).toBe(serverForm);
  });

  it('uses ids derived from the section and field names', () => {
    const html = renderToString(<ContactPage variant="page" />);
    for (const id of ['contact-heading', 'contact-name', 'contact-email', 'contact-subject', 'contact-message']) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('aria-labelledby="contact-heading"');
    expect(html).not.toMatch(/id="_?[rR]/);
  });

  it('is a real form that posts without JS: method, action, multipart, the access key', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactPage variant="page" />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toMatch(/^https?:\/\/.+\/submit$/);
    expect(form.querySelector('input[type="hidden"][name="access_key"]')).not.toBeNull();
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual([
      'name',
      'email',
      'subject',
      'message',
      'access_key',
      'botcheck',
    ]);
  });
});
