/**
 * Where the built contact form posts. With a real VITE_FORM_ACCESS_KEY: the form
 * service (VITE_FORM_ENDPOINT, default its public submit URL). Without one: the local
 * stand-in (remote-contact/server), on 4180 for `npm start` builds and 5180 for `npm run dev`.
 */
import type { Plugin } from 'vite';
import { formEndpointFor } from '../../shared/build/formEndpoint.mjs';
import { MESSAGE_SENT_PATH } from '../../shared/src/contactResult';
import owner from '../../shared/src/owner.json' with { type: 'json' };
import settings from '../server/formService.config.json' with { type: 'json' };

export interface FormServiceTarget {
  endpoint: string;
  accessKey: string;
  /** True when the site posts to the local stand-in. */
  standIn: boolean;
  /**
   * The form service's redirect field: where a form posted without JS lands once the message is
   * accepted. The service needs an absolute URL: the site's result page at the owner's siteUrl
   * (or VITE_FORM_REDIRECT). The stand-in also takes a path, resolved against the posting page's
   * origin, so one local build works on any local port (npm start, nginx).
   */
  redirect: string;
}

/** The result page at the site's public URL (a base path in siteUrl is kept). */
export function resultPageUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${MESSAGE_SENT_PATH}`;
}

/** The endpoint rule is shared with the servers' Content-Security-Policy (shared/build/formEndpoint.mjs). */
export function resolveFormServiceTarget(
  env: Record<string, string | undefined>,
  command: 'serve' | 'build',
): FormServiceTarget {
  const endpoint = formEndpointFor(env, command === 'serve' ? 'dev' : 'start');
  const accessKey = env.VITE_FORM_ACCESS_KEY;
  return accessKey
    ? { endpoint, accessKey, standIn: false, redirect: env.VITE_FORM_REDIRECT || resultPageUrl(owner.siteUrl) }
    : {
        endpoint,
        accessKey: settings.localAccessKey,
        standIn: true,
        redirect: env.VITE_FORM_REDIRECT || MESSAGE_SENT_PATH,
      };
}

/**
 * Fills in import.meta.env.VITE_FORM_* from the process environment only (not .env
 * files), as the servers do for their CSP, so the build and its CSP always agree.
 */
export function formServiceEnv(): Plugin {
  let target: FormServiceTarget;
  return {
    name: 'contact:form-service-env',
    config(_config, { command }) {
      target = resolveFormServiceTarget(process.env, command);
      return {
        define: {
          'import.meta.env.VITE_FORM_ENDPOINT': JSON.stringify(target.endpoint),
          'import.meta.env.VITE_FORM_ACCESS_KEY': JSON.stringify(target.accessKey),
          'import.meta.env.VITE_FORM_REDIRECT': JSON.stringify(target.redirect),
        },
      };
    },
    configResolved(config) {
      const why = target.standIn ? ' (local stand-in: no VITE_FORM_ACCESS_KEY set)' : '';
      config.logger.info(`contact form posts to ${target.endpoint}${why}`);
    },
  };
}
