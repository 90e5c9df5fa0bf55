import { describe, expect, it } from 'vitest';
import config from '../../../shared/build/apps.json' with { type: 'json' };
import { checkRemote, corsOrigins, DEPLOY_PORTS, deployPorts, fragmentFreshness, remoteOrigin } from './settings.mjs';

const apps = Object.keys(config.apps);

describe('deployPorts', () => {
  it('gives the host 8080 and each remote the next port, in apps.json order', () => {
    expect(Object.keys(DEPLOY_PORTS)).toEqual(apps);
    expect(Object.values(DEPLOY_PORTS)).toEqual(apps.map((_, index) => 8080 + index));
    expect(deployPorts({})).toBe(DEPLOY_PORTS);
  });

  it('takes one port per app from DEPLOY_PORTS and refuses a list of the wrong length', () => {
    const ports = apps.map((_, index) => 4420 + index);
    expect(Object.values(deployPorts({ DEPLOY_PORTS: ports.join(',') }))).toEqual(ports);
    expect(() => deployPorts({ DEPLOY_PORTS: '1,2' })).toThrow(`DEPLOY_PORTS must be ${apps.length} ports`);
    expect(() => deployPorts({ DEPLOY_PORTS: ports.map(() => 'x').join(',') })).toThrow('DEPLOY_PORTS');
  });
});

describe('origins', () => {
  it('lets the host origin and its 127.0.0.1 twin read the remotes, plus DEPLOY_CORS_ORIGINS', () => {
    expect(corsOrigins({})).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(
      corsOrigins({ DEPLOY_HOST_ORIGIN: 'https://me.example.test', DEPLOY_CORS_ORIGINS: 'https://b.example.test' }),
    ).toEqual(['https://me.example.test', 'https://b.example.test']);
  });

  it("names a remote's origin by its port, or by DEPLOY_<REMOTE>_ORIGIN", () => {
    expect(remoteOrigin('skills', {})).toBe('http://localhost:8081');
    expect(remoteOrigin('skills', { DEPLOY_SKILLS_ORIGIN: 'https://s.example.test' })).toBe('https://s.example.test');
  });
});

describe('fragmentFreshness', () => {
  it('is an nginx time, 5s by default', () => {
    expect(fragmentFreshness({})).toBe('5s');
    expect(fragmentFreshness({ DEPLOY_FRAGMENT_FRESH: '500ms' })).toBe('500ms');
    expect(() => fragmentFreshness({ DEPLOY_FRAGMENT_FRESH: '5s; evil' })).toThrow('an nginx time');
  });
});

describe('checkRemote', () => {
  it('refuses a name apps.json does not list', () => {
    expect(() => checkRemote('skills')).not.toThrow();
    expect(() => checkRemote('nope')).toThrow('unknown remote "nope"');
  });
});
