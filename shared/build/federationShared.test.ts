import { describe, expect, it } from 'vitest';
import { federationSharedFor, SHARED_PACKAGES } from './federationShared';

describe('federationSharedFor', () => {
  it('shares react, react-dom and both router packages as singletons for an app that uses them', () => {
    const shared = federationSharedFor({ react: '1', 'react-dom': '1', 'react-router-dom': '1' });
    expect(Object.keys(shared).sort()).toEqual(['react', 'react-dom', 'react-router', 'react-router-dom']);
    for (const settings of Object.values(shared)) expect(settings.singleton).toBe(true);
  });
  it('leaves out what the app does not depend on', () => {
    expect(Object.keys(federationSharedFor({ react: '1', 'react-dom': '1' }))).toEqual(['react', 'react-dom']);
    expect(federationSharedFor({ react: '1', 'framer-motion': '1' })['framer-motion']).toEqual(SHARED_PACKAGES['framer-motion']);
  });
});
