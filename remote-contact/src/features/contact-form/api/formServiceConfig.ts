/**
 * Where the form posts, from build-time configuration. remote-contact's vite config
 * fills these in: the local stand-in when no real access key is configured.
 */
import { MESSAGE_SENT_PATH } from '@portfolio/shared/contactResult';
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
 * (build/formServiceEnv.ts decides it). The fetch() send never carries it: it reads JSON.
 */
export function configuredRedirect(): string {
  return import.meta.env.VITE_FORM_REDIRECT || MESSAGE_SENT_PATH;
}
