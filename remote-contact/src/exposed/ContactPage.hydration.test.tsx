import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrationProblemsInHost } from '@portfolio/shared/federation/hydrationCheck';
import ContactPage from './ContactPage';

describe('ContactPage server HTML', () => {
  it('hydrates inside the host without a mismatch (its fragment rendered alone, as the build does)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(await hydrationProblemsInHost('contact', ContactPage)).toEqual([]);
  });

  it('uses ids derived from the section and field names, not from the position in the tree', () => {
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
