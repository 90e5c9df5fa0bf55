// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateContact, type ContactValues } from '../src/features/contact-form/utils/validation';
import { STATUS_TEXT, statusTexts } from '../src/features/contact-form/utils/status';
import { localePath } from '@portfolio/shared/i18n/locale';
import * as de from '../src/lib/messages/messages/de.js';
import * as en from '../src/lib/messages/messages/en.js';
import {
  backLink,
  NO_JS_TEXT,
  noJsLocale,
  noJsPage,
  noJsText,
  redirectTarget,
  validateNoJs,
  wantsHtml,
} from './noJsAnswer.mjs';

const CATALOGS = { en, de };

const CASES: ContactValues[] = [
  { name: '', email: '', subject: '', message: '' },
  { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
  { name: '  ', email: 'ada@example', subject: ' x ', message: '\n' },
  { name: 'Ada', email: ' ada@example.com ', subject: '', message: 'Hello' },
  { name: 'Ada', email: 'a b@c.d', subject: 'Hi', message: 'Hello' },
  { name: 'Ada', email: '@.', subject: 'Hi', message: '' },
];

describe('no-JS answers: validation', () => {
  it.each(CASES)('gives the same errors as the page does in the browser (%j)', (values) => {
    const server = validateNoJs(new Map(Object.entries(values)));
    const client = validateContact(values);
    expect(Object.fromEntries(server.map((error) => [error.field, error.message]))).toEqual(client);
  });

  it("uses the spec's status texts", () => {
    expect(NO_JS_TEXT.sent).toBe(STATUS_TEXT.sent);
    expect(NO_JS_TEXT.invalid).toBe(STATUS_TEXT.invalid);
    expect(NO_JS_TEXT.failed).toBe(STATUS_TEXT.rejected);
  });
});

describe('no-JS answers: who gets a page', () => {
  it('a browser navigation (Sec-Fetch-Mode: navigate) does', () => {
    expect(wantsHtml({ 'sec-fetch-mode': 'navigate', accept: 'text/html,*/*;q=0.8' })).toBe(true);
  });
  it("the site's fetch() does not, whatever it accepts", () => {
    expect(wantsHtml({ 'sec-fetch-mode': 'cors', accept: 'application/json' })).toBe(false);
    expect(wantsHtml({ 'sec-fetch-mode': 'cors', accept: 'text/html' })).toBe(false);
  });
  it('without Sec-Fetch-Mode, Accept decides: HTML only when ranked above JSON', () => {
    expect(wantsHtml({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })).toBe(true);
    expect(wantsHtml({ accept: 'application/json' })).toBe(false);
    expect(wantsHtml({ accept: 'application/json, text/html;q=0.5' })).toBe(false);
    expect(wantsHtml({ accept: '*/*' })).toBe(false);
    expect(wantsHtml({})).toBe(false);
  });
});

describe('no-JS answers: the page', () => {
  it('links back to the page the form was on, or the contact route for an origin-only referrer', () => {
    expect(backLink('http://localhost:4173/', 'http://localhost:4173')).toBe('http://localhost:4173/contact');
    expect(backLink('http://localhost:4176/?x=1', undefined)).toBe('http://localhost:4176/?x=1');
    expect(backLink('http://localhost:4173/contact', undefined)).toBe('http://localhost:4173/contact');
    expect(backLink(undefined, 'http://localhost:4173')).toBe('http://localhost:4173/contact');
    expect(backLink('javascript:alert(1)', undefined)).toBeNull();
    expect(backLink(undefined, 'null')).toBeNull();
  });

  it('is a small accessible document: lang, title, one h1, the messages as a list, escaped', () => {
    const html = noJsPage({
      ok: false,
      heading: NO_JS_TEXT.invalid,
      errors: ['Name is required', '<b>&"'],
      back: 'http://localhost:4173/contact?a="b"',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(`<title>${NO_JS_TEXT.invalid}</title>`);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<li class="error">Name is required</li>');
    expect(html).toContain('&#60;b&#62;&#38;&#34;');
    expect(html).toContain('href="http://localhost:4173/contact?a=&#34;b&#34;">Back to the form</a>');
    expect(html).not.toContain('<script');
  });

  it('says sent in the success colour and links back to the site', () => {
    const html = noJsPage({ ok: true, heading: NO_JS_TEXT.sent, back: null });
    expect(html).toContain('<h1 class="success">Message sent successfully!</h1>');
    expect(html).not.toContain('<ul>');
  });
});

describe('no-JS answers: the redirect field', () => {
  const SITE = ['http://localhost:4173', 'http://localhost:8080'];
  it('resolves a path against the posting page, so one local build works on any port', () => {
    expect(redirectTarget('/contact/sent', 'http://localhost:8080', SITE)).toBe('http://localhost:8080/contact/sent');
    expect(redirectTarget(' /contact/sent ', 'http://localhost:4173', SITE)).toBe('http://localhost:4173/contact/sent');
  });
  it('takes an absolute URL on one of the allowed origins, as the service takes the configured one', () => {
    expect(redirectTarget('http://localhost:4173/contact/sent', undefined, SITE)).toBe(
      'http://localhost:4173/contact/sent',
    );
    expect(redirectTarget('https://anywhere.example/ok', undefined, ['*'])).toBe('https://anywhere.example/ok');
  });
  it('is null (the stand-in answers with its own page) for nothing, foreign, scheme-relative or non-http targets', () => {
    expect(redirectTarget(undefined, 'http://localhost:4173', SITE)).toBeNull();
    expect(redirectTarget('', 'http://localhost:4173', SITE)).toBeNull();
    expect(redirectTarget('https://evil.test/x', 'http://localhost:4173', SITE)).toBeNull();
    expect(redirectTarget('//evil.test/x', 'http://localhost:4173', SITE)).toBeNull();
    expect(redirectTarget('javascript:alert(1)', 'http://localhost:4173', SITE)).toBeNull();
    expect(redirectTarget('/contact/sent', undefined, SITE)).toBeNull();
    expect(redirectTarget('/contact/sent', 'null', SITE)).toBeNull();
    expect(redirectTarget('/contact/sent', 'http://evil.test', SITE)).toBeNull();
  });
});

describe('no-JS answers in German', () => {
  it.each(CASES)('gives the same German errors as the page does in the browser (%j)', (values) => {
    const server = validateNoJs(new Map(Object.entries(values)), 'de');
    const client = validateContact(values, CATALOGS.de);
    expect(Object.fromEntries(server.map((error) => [error.field, error.message]))).toEqual(client);
  });

  it('says the empty fields in German', () => {
    const empty = validateNoJs(new Map(), 'de').map((error) => error.message);
    expect(empty).toEqual([
      'Bitte geben Sie Ihren Namen ein',
      'Bitte geben Sie Ihre E-Mail-Adresse ein',
      'Bitte geben Sie einen Betreff ein',
      'Bitte geben Sie eine Nachricht ein',
    ]);
  });

  it("uses the page's German status texts", () => {
    const page = statusTexts(CATALOGS.de);
    expect(noJsText('de')).toEqual({ sent: page.sent, invalid: page.invalid, failed: page.rejected });
  });

  it('takes the language from the form, English when it names none of the site', () => {
    expect(noJsLocale('de')).toBe('de');
    expect(noJsLocale('en')).toBe('en');
    expect(noJsLocale(undefined)).toBe('en');
    for (const value of ['', 'fr', 'DE', 'toString', '__proto__']) expect(noJsLocale(value)).toBe('en');
  });

  it('links back to the German contact route for an origin-only referrer, as localePath writes it', () => {
    expect(backLink('http://localhost:4173/', undefined, 'de')).toBe(
      `http://localhost:4173${localePath('/contact', 'de')}`,
    );
    expect(backLink(undefined, 'http://localhost:4173', 'en')).toBe(
      `http://localhost:4173${localePath('/contact', 'en')}`,
    );
    expect(backLink('http://localhost:4173/de/contact', undefined, 'de')).toBe('http://localhost:4173/de/contact');
  });

  it('is a German document: lang, the refused heading, the hint and the link back', () => {
    const html = noJsPage({
      ok: false,
      heading: noJsText('de').invalid,
      errors: ['Bitte geben Sie Ihren Namen ein'],
      back: 'http://localhost:4173/de/contact',
      locale: 'de',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<title>Bitte füllen Sie alle Pflichtfelder korrekt aus.</title>');
    expect(html).toContain('<li class="error">Bitte geben Sie Ihren Namen ein</li>');
    expect(html).toContain(
      '<p>Mit „Zurück“ in Ihrem Browser kehren Sie zum Formular zurück, Ihr Text bleibt erhalten.</p>',
    );
    expect(html).toContain('<a href="http://localhost:4173/de/contact">Zurück zum Formular</a>');
    expect(html).not.toMatch(/Back|Your browser/);
  });

  it('says sent in German and links back to the site', () => {
    const html = noJsPage({
      ok: true,
      heading: noJsText('de').sent,
      back: 'http://localhost:4173/de/contact',
      locale: 'de',
    });
    expect(html).toContain('<h1 class="success">Ihre Nachricht wurde erfolgreich gesendet!</h1>');
    expect(html).toContain('>Zurück zur Website</a>');
  });
});
