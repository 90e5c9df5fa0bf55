import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portfolio/shared/i18n/locale';
import * as de from '../../../lib/messages/messages/de.js';
import * as en from '../../../lib/messages/messages/en.js';
import { statusTexts, statusTone } from './status';

const CATALOGS = { en, de };

describe("the contact app's catalogs", () => {
  it("say in English what the host's result page says", () => {
    expect(CATALOGS.en.status_sent({})).toBe('Message sent successfully!');
  });

  it.each(LOCALES)('%s: only the sent status carries the success word, so only it is green', (locale) => {
    const m = CATALOGS[locale];
    const word = m.status_success_marker({});
    const texts = statusTexts(m);
    expect(statusTone(texts.sent, false, word)).toBe('success');
    for (const text of [texts.invalid, texts.rejected, texts.failed])
      expect(statusTone(text, false, word)).toBe('error');
    expect(statusTone(texts.sending, true, word)).toBe('pending');
  });

  it('have German words of their own for what a visitor reads', () => {
    const { en, de } = CATALOGS;
    expect(de.form_send({})).not.toBe(en.form_send({}));
    expect(Object.values(statusTexts(de))).not.toContain(statusTexts(en).invalid);
    expect(de.status_sending({})).toBe('Ihre Nachricht wird gesendet\u00a0…');
  });
});
