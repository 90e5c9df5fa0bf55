// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appDependencies, federationSharedFor, SHAREABLE } from './federationShared';

const reactApp = { react: '1', 'react-dom': '1' };

describe('federationSharedFor', () => {
  it('shares what the app and another app both depend on, as singletons', () => {
    const shared = federationSharedFor({ ...reactApp, 'react-router-dom': '1' }, [
      { ...reactApp, 'react-router-dom': '1' },
    ]);
    expect(Object.keys(shared).sort()).toEqual(['react', 'react-dom', 'react-router', 'react-router-dom']);
    for (const settings of Object.values(shared)) expect(settings.singleton).toBe(true);
  });
  it('bundles a package only this app uses instead of sharing it', () => {
    const shared = federationSharedFor({ ...reactApp, 'framer-motion': '1' }, [reactApp, reactApp]);
    expect(Object.keys(shared)).toEqual(['react', 'react-dom']);
  });
  it('does not share what the app itself does not use', () => {
    expect(federationSharedFor(reactApp, [{ ...reactApp, 'framer-motion': '1' }])['framer-motion']).toBeUndefined();
    expect(
      federationSharedFor({ ...reactApp, 'framer-motion': '1' }, [{ 'framer-motion': '1' }])['framer-motion'],
    ).toEqual(SHAREABLE['framer-motion']);
  });
  it('gives every app of this repository the same single React', () => {
    const deps = appDependencies();
    for (const [name, own] of Object.entries(deps)) {
      const others = Object.entries(deps)
        .filter(([other]) => other !== name)
        .map(([, value]) => value);
      const shared = federationSharedFor(own, others);
      expect(shared.react, name).toEqual(SHAREABLE.react);
      expect(shared['react-dom'], name).toEqual(SHAREABLE['react-dom']);
    }
  });
});
