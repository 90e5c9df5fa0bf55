import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrationProblemsInHost } from '@portfolio/shared/federation/hydrationCheck.testing';
import { FIELD_MAX_LENGTH, refusedFieldMessages } from '../features/contact-form/utils/validation';
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
      'redirect',
      'botcheck',
    ]);
  });

  it("holds, for a send the browser refuses before the form's code runs, each field's messages", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactPage variant="page" />);
    const form = container.querySelector('form')!;
    for (const [name, { empty, filled }] of Object.entries(refusedFieldMessages())) {
      const lines = form.querySelector(`[name="${name}"]`)!.parentElement!.querySelectorAll('[data-refused-message]');
      expect([...lines].map((line) => [line.getAttribute('data-refused-message'), line.textContent])).toEqual([
        ['empty', empty],
        ['filled', filled],
      ]);
    }
  });

  it("lets the browser check the fields until the form's code takes over: no noValidate, required, the email rule, maxlength", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactPage variant="page" />);
    const form = container.querySelector('form')!;
    expect(form.hasAttribute('novalidate')).toBe(false);
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    for (const name of ['name', 'email', 'subject', 'message']) {
      expect(field(name).required).toBe(true);
      expect(field(name).maxLength).toBe(FIELD_MAX_LENGTH);
    }
    expect(field('email').type).toBe('email');
    // The pattern is the spec's own rule, so the browser refuses a@b as the page would.
    const emailRule = new RegExp(`^(?:${field('email').pattern})$`, 'v');
    expect(['ada@example.com', 'a@b.c'].map((value) => emailRule.test(value))).toEqual([true, true]);
    expect(['a@b', 'ada@', 'ada example@x.com'].map((value) => emailRule.test(value))).toEqual([false, false, false]);
    const notBlank = new RegExp(`^(?:${field('name').pattern})$`, 'v');
    expect([notBlank.test('   '), notBlank.test(' Ada ')]).toEqual([false, true]);
    expect(field('subject').pattern).toBe(field('name').pattern);
    // Where the service sends the browser after a native post: the site's result page.
    expect(field('redirect').value).toBe('/contact/sent');
  });
});
