/** The apps, their folders and ports, and the site's routes, typed from apps.json (which the Node scripts read too). */
import config from './apps.json' with { type: 'json' };
import { remoteNamesOf } from './apps.mjs';

export type AppName = keyof typeof config.apps;
export type RemoteName = Exclude<AppName, 'host'>;

export const APPS: Record<AppName, { dir: string; dev: number; preview: number }> = config.apps;
export const REMOTE_NAMES = remoteNamesOf() as readonly RemoteName[];
export { ROUTES } from '../src/routes';

export function defaultRemoteUrls(mode: 'dev' | 'preview', hostname = 'localhost'): Record<RemoteName, string> {
  const urls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    urls[name] = `http://${hostname}:${APPS[name][mode]}/remoteEntry.js`;
  }
  return urls;
}
