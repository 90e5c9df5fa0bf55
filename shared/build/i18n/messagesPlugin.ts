/** Checks and compiles an app's messages when it builds (a problem stops the build) or serves (a problem warns). */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { APPS, type AppName } from '../ports';
import { checkAndCompile, problemReport } from './messages.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function messagesPlugin(app: AppName): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'portfolio-messages',
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      const report = problemReport(await checkAndCompile(app, { compileAnyway: command === 'serve' }));
      if (!report) return;
      if (command === 'serve') this.warn(report);
      else this.error(report);
    },
    configureServer(server) {
      const dir = join(resolve(REPO_ROOT, APPS[app].dir), 'messages');
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        void checkAndCompile(app, { compileAnyway: true }).then((problems) => {
          const report = problemReport(problems);
          if (report) server.config.logger.warn(report);
        });
      });
    },
  };
}
