/**
 * The one shared-dependency config used by all four apps, so exactly one React,
 * one router and one animation library run in the page.
 */
import hostPackage from '../../host/package.json' with { type: 'json' };

const versions: Record<string, string> = hostPackage.dependencies;

function singleton(versionOf: string) {
  return { singleton: true, requiredVersion: `^${versions[versionOf]}` };
}

export const federationShared = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  // react-router-dom re-exports react-router: both must be the same instance.
  'react-router': singleton('react-router-dom'),
  'react-router-dom': singleton('react-router-dom'),
  'framer-motion': singleton('framer-motion'),
};
