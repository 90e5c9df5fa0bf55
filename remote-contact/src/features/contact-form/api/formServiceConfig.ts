/**
 * Where the form posts, from build-time configuration. remote-contact's vite config
 * fills these in: the local stand-in when no real access key is configured.
 */
import { MESSAGE_SENT_PATH } from '@portfolio/shared/contactResult';
import { DEFAULT_LOCALE, localePath, type Locale } from '@portfolio/shared/i18n/locale';
import type { FormServiceConfig } from './formClient';

/** The third-party form service's public `submit` URL. */
const PUBLIC_FORM_ENDPOINT = 'https://api.web3forms.com/submit';

export function configuredFormService(): FormServiceConfig {
  return {
    endpoint: import.meta.env.VITE_FORM_ENDPOINT || PUBLIC_FORM_ENDPOINT,
    accessKey: import.meta.env.VITE_FORM_ACCESS_KEY ?? '',
  };
}

/**
 * The form service's redirect field for a form posted without JS: the site's result page
 * (build/formServiceEnv.ts decides it) in the page's language. The fetch() send never carries it: it reads JSON.
 */
export function configuredRedirect(locale: Locale = DEFAULT_LOCALE): string {
  return resultPageIn(import.meta.env.VITE_FORM_REDIRECT || MESSAGE_SENT_PATH, locale);
}

/**
 * The result page in a language: `/contact/sent` → `/de/contact/sent`, and the same at the end of a URL
 * (`https://example.com/portfolio/contact/sent` → `…/portfolio/de/contact/sent`). Another page is kept as it is.
 */
export function resultPageIn(redirect: string, locale: Locale): string {
  if (!redirect.endsWith(MESSAGE_SENT_PATH)) return redirect;
  return redirect.slice(0, -MESSAGE_SENT_PATH.length) + localePath(MESSAGE_SENT_PATH, locale);
}
