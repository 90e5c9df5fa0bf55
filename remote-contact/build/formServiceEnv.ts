/**
 * Where the built contact form posts. With a real VITE_FORM_ACCESS_KEY: the form
 * service (VITE_FORM_ENDPOINT, default its public submit URL). Without one: the local
 * stand-in (remote-contact/server), on 4180 for `npm start` builds and 5180 for `npm run dev`.
 */
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import settings from '../server/formService.config.json' with { type: 'json' };
import { PUBLIC_FORM_ENDPOINT } from '../src/features/contact-form/api/formServiceConfig.ts';

export interface FormServiceTarget {
  endpoint: string;
  accessKey: string;
  /** True when the site posts to the local stand-in. */
  standIn: boolean;
}

export function resolveFormServiceTarget(env: Record<string, string | undefined>, command: 'serve' | 'build'): FormServiceTarget {
  const accessKey = env.VITE_FORM_ACCESS_KEY?.trim();
  const endpoint = env.VITE_FORM_ENDPOINT?.trim();
  if (accessKey) return { endpoint: endpoint || PUBLIC_FORM_ENDPOINT, accessKey, standIn: false };
  const port = command === 'serve' ? settings.ports.dev : settings.ports.start;
  return { endpoint: endpoint || `http://localhost:${port}/submit`, accessKey: settings.localAccessKey, standIn: true };
}

/** Fills in import.meta.env.VITE_FORM_* from the environment and .env files, with the defaults above. */
export function formServiceEnv(): Plugin {
  let target: FormServiceTarget;
  return {
    name: 'contact:form-service-env',
    config(config, { command, mode }) {
      const root = resolve(config.root ?? process.cwd());
      const envDir = typeof config.envDir === 'string' ? resolve(root, config.envDir) : root;
      target = resolveFormServiceTarget(loadEnv(mode, envDir, 'VITE_FORM_'), command);
      return {
        define: {
          'import.meta.env.VITE_FORM_ENDPOINT': JSON.stringify(target.endpoint),
          'import.meta.env.VITE_FORM_ACCESS_KEY': JSON.stringify(target.accessKey),
        },
      };
    },
    configResolved(config) {
      const why = target.standIn ? ' (local stand-in: no VITE_FORM_ACCESS_KEY set)' : '';
      config.logger.info(`contact form posts to ${target.endpoint}${why}`);
    },
  };
}
