/** The Vite config every app has in common; each app's vite.config.ts only says what is its own. */
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { normaliseBasePath } from './basePath';
import { appDependencies, federationSharedFor } from './federationShared';
import { APPS, type AppName, type RemoteName } from './ports';
import { scopeRemoteCss } from './scopeRemoteCss';
import { contractVersionPlugin } from './contractVersionPlugin';
import { fragmentPlugin, registerContentPlugins, sharedServerBuild } from './fragmentPlugin';
import { PAGE_MODULES } from '../src/federation/contract';
import { remoteEntryWarmupPlugin } from './remoteEntryWarmup';
import { messagesPlugin } from './i18n/messagesPlugin';
import { RUNTIME_CORE_ALIAS, runtimeCoreFile, standaloneRuntime } from './standaloneRuntime';

type FederationOptions = Parameters<typeof federation>[0];

interface AppConfigOptions {
  app: AppName;
  /** Exposed modules (remotes only): './Name' -> source file. */
  exposes?: Record<string, string>;
  /** Remote entries the host knows at build time; remotes.json overrides them at run time. */
  remotes?: Partial<Record<RemoteName, string>>;
  runtimePlugins?: string[];
  plugins?: Plugin[];
  /** Plugins the server render of the exposed modules needs too (a remote's Markdown content). */
  contentPlugins?: Plugin[];
  /** The app's folder, for contentPlugins. */
  root?: string;
  /** False only for the host's single-bundle build (host/build/singleBundle.ts). */
  federation?: boolean;
}

export function defineAppConfig(options: AppConfigOptions): UserConfig {
  if (options.root && options.contentPlugins) registerContentPlugins(options.root, options.contentPlugins);
  const ports = APPS[options.app];
  const dependencies = appDependencies();
  const otherApps = Object.entries(dependencies)
    .filter(([name]) => name !== options.app)
    .map(([, deps]) => deps);
  const isHost = options.app === 'host';
  // One server render build for all the exposed modules (a page module and a section share their content).
  const serverBuild = sharedServerBuild(Object.values(options.exposes ?? {}));
  const remotes: FederationOptions['remotes'] = {};
  for (const [name, entry] of Object.entries(options.remotes ?? {})) {
    remotes[name] = { type: 'module', name, entry, entryGlobalName: name, shareScope: 'default' };
  }

  return {
    // Remotes are relocatable: the same dist works on any origin and path. The host is built for one.
    base: isHost ? normaliseBasePath(process.env.BASE_PATH) : './',
    plugins: [
      messagesPlugin(options.app),
      react(),
      tailwindcss(),
      options.federation === false
        ? []
        : federation({
            name: options.app,
            filename: 'remoteEntry.js',
            exposes: options.exposes,
            remotes,
            shared: federationSharedFor(dependencies[options.app] ?? {}, otherApps),
            manifest: true,
            // The dts plugin downloads types over the network; the contract lives in shared/.
            dts: false,
            dev: { remoteHmr: true },
            runtimePlugins: options.runtimePlugins,
            // One federation runtime per page, the host's (see standaloneRuntime.ts).
            experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
            // With the default 'version-first', / would download every remote entry.
            shareStrategy: isHost ? 'loaded-first' : undefined,
          } as FederationOptions),
      // No preload, in the entry's warm-up, of a chunk the entry has already imported.
      options.federation === false ? [] : remoteEntryWarmupPlugin(),
      // A remote's entry says which contract version it was built against (checked by the host).
      ...(options.exposes ? [contractVersionPlugin()] : []),
      ...Object.entries(options.exposes ?? {}).map(([exposedName, exposedFile]) =>
        fragmentPlugin({
          remote: options.app as RemoteName,
          exposedName,
          exposedFile,
          pages: (Object.values(PAGE_MODULES) as string[]).includes(`${options.app}/${exposedName.slice(2)}`),
          serverBuild,
        }),
      ),
      ...(options.contentPlugins ?? []),
      ...(isHost ? [] : [standaloneRuntime()]),
      ...(options.plugins ?? []),
    ],
    resolve: isHost ? undefined : { alias: { [RUNTIME_CORE_ALIAS]: runtimeCoreFile() } },
    css: isHost ? undefined : { postcss: { plugins: [scopeRemoteCss(options.app)] } },
    server: {
      port: ports.dev,
      strictPort: true,
      origin: `http://localhost:${ports.dev}`,
      cors: true,
    },
    preview: { port: ports.preview, strictPort: true, cors: true },
    // A warm pre-bundle cache makes a restarted remote fail with `jsxs is not a function`.
    optimizeDeps: isHost ? undefined : { force: true },
    build: { target: 'es2022', sourcemap: false },
  };
}
