import type { Plugin } from 'vite';
import { defaultRemoteUrls, REMOTE_NAMES, type RemoteName } from '../../shared/build/ports';

/** Each remote's entry URL: its default port for `mode`, unless REMOTE_<NAME>_URL names another. */
export function remoteUrlsFor(mode: 'dev' | 'preview', env: NodeJS.ProcessEnv): Record<RemoteName, string> {
  const urls = defaultRemoteUrls(mode);
  for (const name of REMOTE_NAMES) {
    const override = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (override) urls[name] = override;
  }
  return urls;
}

/**
 * Serves /remotes.json in dev and writes it into the build. The host reads it at run time, so a
 * deploy re-points a remote by editing this one file.
 */
export function remotesJsonPlugin(): Plugin {
  return {
    name: 'portfolio-remotes-json',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(remoteUrlsFor('dev', process.env), null, 2));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'remotes.json',
        source: `${JSON.stringify(remoteUrlsFor('preview', process.env), null, 2)}\n`,
      });
    },
  };
}
