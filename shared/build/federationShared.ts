/**
 * The one shared-dependency config used by all four apps, so exactly one React,
 * one router and one animation library run in the page. Each app shares only the
 * packages it depends on: a remote that lists a package it never uses would make the
 * page download it when the remote starts.
 */
import hostPackage from '../../host/package.json' with { type: 'json' };

const REACT_VERSION = hostPackage.dependencies.react;
const ROUTER_VERSION = hostPackage.dependencies['react-router-dom'];

/** Package -> share settings, with the version range every app agrees on. */
export const SHARED_PACKAGES: Record<string, { singleton: true; requiredVersion: string }> = {
  react: { singleton: true, requiredVersion: `^${REACT_VERSION}` },
  'react-dom': { singleton: true, requiredVersion: `^${REACT_VERSION}` },
  // react-router-dom re-exports react-router: both must be the same instance.
  'react-router': { singleton: true, requiredVersion: `^${ROUTER_VERSION}` },
  'react-router-dom': { singleton: true, requiredVersion: `^${ROUTER_VERSION}` },
  'framer-motion': { singleton: true, requiredVersion: '^14.14.0' },
};

/** What an app with these dependencies shares (react-router comes with react-router-dom). */
export function federationSharedFor(dependencies: Record<string, string>) {
  const has = (name: string) => name in dependencies || (name === 'react-router' && 'react-router-dom' in dependencies);
  return Object.fromEntries(Object.entries(SHARED_PACKAGES).filter(([name]) => has(name)));
}
