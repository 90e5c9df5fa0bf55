/**
 * The shared-dependency config of every app, so one React runs in the page. A package is shared only
 * when at least two apps depend on it: a shared package is built whole, with no tree-shaking.
 */
import config from './apps.json' with { type: 'json' };
import sharedPackage from '../package.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// shared/'s peer dependency: every app depends on the same version.
const REACT_VERSION = sharedPackage.peerDependencies.react;

interface ShareSettings {
  singleton: true;
  requiredVersion: string;
}

/** The packages that may be shared, with the settings every app agrees on. */
export const SHAREABLE: Record<string, ShareSettings> = {
  react: { singleton: true, requiredVersion: `^${REACT_VERSION}` },
  'react-dom': { singleton: true, requiredVersion: `^${REACT_VERSION}` },
  // react-router-dom re-exports react-router: both must be the same instance.
  'react-router': { singleton: true, requiredVersion: '^7.18.5' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.5' },
  'framer-motion': { singleton: true, requiredVersion: '^14.14.0' },
};

type Dependencies = Record<string, string>;

function uses(dependencies: Dependencies, name: string): boolean {
  return name in dependencies || (name === 'react-router' && 'react-router-dom' in dependencies);
}

/** What an app shares, given its dependencies and those of every other app. */
export function federationSharedFor(own: Dependencies, others: readonly Dependencies[]) {
  return Object.fromEntries(
    Object.entries(SHAREABLE).filter(([name]) => uses(own, name) && others.some((deps) => uses(deps, name))),
  );
}

export function appDependencies(): Record<string, Dependencies> {
  return Object.fromEntries(
    Object.entries(config.apps).map(([name, app]) => {
      const file = resolve(dirname(fileURLToPath(import.meta.url)), '../..', app.dir, 'package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      return [name, pkg.dependencies ?? {}];
    }),
  );
}
