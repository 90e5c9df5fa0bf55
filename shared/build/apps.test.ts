import { describe, expect, it } from 'vitest';
import { REMOTE_MODULES } from '../src/federation/contract';
import { consecutivePorts } from './appPorts.mjs';
import { remoteNamesOf } from './apps.mjs';

describe('remoteNamesOf', () => {
  it('is every app of apps.json but the host, in its order', () => {
    const apps = { host: {}, skills: {}, hello: {}, contact: {} };
    expect(remoteNamesOf({ apps })).toEqual(['skills', 'hello', 'contact']);
  });

  it('is, for apps.json itself, the remotes of the federation contract', () => {
    expect(remoteNamesOf().toSorted()).toEqual(Object.keys(REMOTE_MODULES).toSorted());
  });
});

describe('consecutivePorts', () => {
  it('gives the host the first port and each remote the next, in apps.json’s order', () => {
    expect(consecutivePorts(8080)).toEqual({ host: 8080, skills: 8081, projects: 8082, contact: 8083 });
    expect(consecutivePorts(4384, { names: ['skills', 'projects'] })).toEqual({ skills: 4384, projects: 4385 });
  });

  it('refuses a block that would run into the next one, naming the apps', () => {
    expect(consecutivePorts(4391, { below: 4395 })).toMatchObject({ contact: 4394 });
    expect(() =>
      consecutivePorts(4391, { below: 4395, names: ['host', 'skills', 'projects', 'contact', 'hello'] }),
    ).toThrow('5 apps (host, skills, projects, contact, hello) need ports 4391-4395, but 4395 is taken');
  });
});
