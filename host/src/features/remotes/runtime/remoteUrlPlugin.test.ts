import { afterEach, describe, expect, it, vi } from 'vitest';
import remoteUrlPlugin, { markRetry, resetRemoteUrlPlugin } from './remoteUrlPlugin';

type BeforeRequest = (args: {
  id: string;
  options: { remotes: { name: string; alias?: string; entry: string }[] };
  origin: unknown;
}) => Promise<{ options: { remotes: { entry: string }[] } }>;

function requestWith(remotes: { name: string; alias?: string; entry: string }[]) {
  return { id: 'skills/SkillsPage', options: { remotes }, origin: {} };
}

function jsonResponse(body: unknown, ok = true) {
  return Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);
}

afterEach(() => resetRemoteUrlPlugin());

describe('remoteUrlPlugin', () => {
  it('points each remote at its URL from /remotes.json, matching on the alias', async () => {
    const fetchImpl = vi.fn(() => jsonResponse({ skills: 'https://skills.example.test/v2/remoteEntry.js' }));
    const plugin = remoteUrlPlugin(fetchImpl as unknown as typeof fetch);
    const remotes = [
      {
        name: '__mfe_internal__host__mf_owner__1__skills',
        alias: 'skills',
        entry: 'http://localhost:4174/remoteEntry.js',
      },
      {
        name: '__mfe_internal__host__mf_owner__1__contact',
        alias: 'contact',
        entry: 'http://localhost:4176/remoteEntry.js',
      },
    ];
    const result = await (plugin.beforeRequest as unknown as BeforeRequest)(requestWith(remotes));
    expect(result.options.remotes.map((remote) => remote.entry)).toEqual([
      'https://skills.example.test/v2/remoteEntry.js',
      'http://localhost:4176/remoteEntry.js',
    ]);
    expect(fetchImpl).toHaveBeenCalledWith(expect.stringMatching(/\/remotes\.json$/));
  });

  it('reads remotes.json once per page', async () => {
    const fetchImpl = vi.fn(() => jsonResponse({}));
    const plugin = remoteUrlPlugin(fetchImpl as unknown as typeof fetch);
    const before = plugin.beforeRequest as unknown as BeforeRequest;
    await before(requestWith([{ name: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }]));
    await before(requestWith([{ name: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }]));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('keeps the build-time entries when remotes.json is missing or broken', async () => {
    const plugin = remoteUrlPlugin((() => Promise.reject(new Error('offline'))) as unknown as typeof fetch);
    const result = await (plugin.beforeRequest as unknown as BeforeRequest)(
      requestWith([{ name: 'projects', entry: 'http://localhost:4175/remoteEntry.js' }]),
    );
    expect(result.options.remotes[0]?.entry).toBe('http://localhost:4175/remoteEntry.js');
  });

  it('gives a retried remote a fresh URL each time, and no other remote', async () => {
    const plugin = remoteUrlPlugin((() => jsonResponse({})) as unknown as typeof fetch);
    const before = plugin.beforeRequest as unknown as BeforeRequest;
    const remotes = [
      { name: 'x__skills', alias: 'skills', entry: 'http://localhost:4174/remoteEntry.js' },
      { name: 'x__projects', alias: 'projects', entry: 'http://localhost:4175/remoteEntry.js' },
    ];
    markRetry('skills');
    let result = await before(requestWith(remotes));
    expect(result.options.remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:4174/remoteEntry.js?attempt=1',
      'http://localhost:4175/remoteEntry.js',
    ]);
    markRetry('skills');
    result = await before(requestWith(remotes));
    expect(result.options.remotes[0]?.entry).toBe('http://localhost:4174/remoteEntry.js?attempt=2');
  });
});
