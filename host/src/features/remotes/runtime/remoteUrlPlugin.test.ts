import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';
import { REMOTES_JSON_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';
import remoteUrlPlugin, {
  contractMismatch,
  markRetry,
  parseRemoteUrls,
  remoteKeyOf,
  resetRemoteUrlPlugin,
  withAttempt,
} from './remoteUrlPlugin';

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

type AfterLoadEntry = (args: {
  remoteInfo: { name: string; alias?: string };
  remoteEntryExports?: unknown;
}) => Promise<void>;

afterEach(() => {
  resetRemoteUrlPlugin();
  vi.useRealTimers();
});

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
    expect(fetchImpl).toHaveBeenCalledWith(expect.stringMatching(/\/remotes\.json$/), expect.anything());
  });

  it('reads remotes.json once per page', async () => {
    const fetchImpl = vi.fn(() => jsonResponse({}));
    const plugin = remoteUrlPlugin(fetchImpl as unknown as typeof fetch);
    const before = plugin.beforeRequest as unknown as BeforeRequest;
    await before(requestWith([{ name: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }]));
    await before(requestWith([{ name: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }]));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reads remotes.json again on Retry, so a fixed or re-pointed file takes effect without a reload', async () => {
    const fetchImpl = vi
      .fn()
      .mockReturnValueOnce(jsonResponse({ skills: 'http://127.0.0.1:4399/remoteEntry.js' }))
      .mockReturnValueOnce(jsonResponse({ skills: 'https://skills.example.test/v3/remoteEntry.js' }));
    const before = remoteUrlPlugin(fetchImpl as unknown as typeof fetch).beforeRequest as unknown as BeforeRequest;
    const remotes = () => [{ name: 'x__skills', alias: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }];
    let result = await before(requestWith(remotes()));
    expect(result.options.remotes[0]?.entry).toBe('http://127.0.0.1:4399/remoteEntry.js');
    markRetry('skills');
    result = await before(requestWith(remotes()));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result.options.remotes[0]?.entry).toBe('https://skills.example.test/v3/_attempt/1/remoteEntry.js');
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
    // A fresh directory, so the entry's relative chunks and CSS get fresh URLs too (withAttempt).
    expect(result.options.remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:4174/_attempt/1/remoteEntry.js',
      'http://localhost:4175/remoteEntry.js',
    ]);
    markRetry('skills');
    result = await before(requestWith(remotes));
    expect(result.options.remotes[0]?.entry).toBe('http://localhost:4174/_attempt/2/remoteEntry.js');
  });

  it('gives up on a stalled remotes.json within its bound and keeps the build-time entries', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const plugin = remoteUrlPlugin(fetchImpl as unknown as typeof fetch);
    let entry: string | undefined;
    void (plugin.beforeRequest as unknown as BeforeRequest)(
      requestWith([{ name: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }]),
    ).then((result) => (entry = result.options.remotes[0]?.entry));
    await vi.advanceTimersByTimeAsync(REMOTES_JSON_TIMEOUT_MS - 1);
    expect(entry).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(entry).toBe('http://localhost:4174/remoteEntry.js');
    expect(signal?.aborted).toBe(true);
  });

  it('gives up on a stalled remotes.json body within its bound too', async () => {
    vi.useFakeTimers();
    const stalledBody = { ok: true, json: () => new Promise(() => {}) } as unknown as Response;
    const plugin = remoteUrlPlugin((() => Promise.resolve(stalledBody)) as unknown as typeof fetch);
    let entry: string | undefined;
    void (plugin.beforeRequest as unknown as BeforeRequest)(
      requestWith([{ name: 'skills', entry: 'http://localhost:4174/remoteEntry.js' }]),
    ).then((result) => (entry = result.options.remotes[0]?.entry));
    await vi.advanceTimersByTimeAsync(REMOTES_JSON_TIMEOUT_MS);
    expect(entry).toBe('http://localhost:4174/remoteEntry.js');
  });

  it('lets a remote built against the same contract major load', async () => {
    const plugin = remoteUrlPlugin((() => jsonResponse({})) as unknown as typeof fetch);
    const afterLoad = plugin.afterLoadEntry as unknown as AfterLoadEntry;
    await expect(
      afterLoad({
        remoteInfo: { name: 'x__skills', alias: 'skills' },
        remoteEntryExports: { federationContractVersion: FEDERATION_CONTRACT_VERSION },
      }),
    ).resolves.toBeUndefined();
    // A failed entry load is reported by the runtime itself.
    await expect(afterLoad({ remoteInfo: { name: 'x__skills' } })).resolves.toBeUndefined();
  });

  it('refuses a remote built against another contract major, naming the mismatch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = remoteUrlPlugin((() => jsonResponse({})) as unknown as typeof fetch);
    const afterLoad = plugin.afterLoadEntry as unknown as AfterLoadEntry;
    await expect(
      afterLoad({
        remoteInfo: { name: 'x__projects', alias: 'projects' },
        remoteEntryExports: { federationContractVersion: '2.0.0', init() {}, get() {} },
      }),
    ).rejects.toThrow(/projects was built against federation contract 2\.0\.0; this host uses 1\.\d+\.\d+/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('projects was built against federation contract 2.0.0'));
  });
});

const base = 'http://localhost:4173/remotes.json';

describe('parseRemoteUrls', () => {
  it('reads the three remotes', () => {
    expect(
      parseRemoteUrls(
        {
          skills: 'http://a.test/remoteEntry.js',
          projects: 'https://b.test/v2/remoteEntry.js',
          contact: 'http://c.test:81/remoteEntry.js',
        },
        base,
      ),
    ).toEqual({
      skills: 'http://a.test/remoteEntry.js',
      projects: 'https://b.test/v2/remoteEntry.js',
      contact: 'http://c.test:81/remoteEntry.js',
    });
  });
  it('reads every remote of the contract', () => {
    const file = Object.fromEntries(
      Object.keys(REMOTE_MODULES).map((name) => [name, `https://${name}.test/remoteEntry.js`]),
    );
    expect(parseRemoteUrls(file, base)).toEqual(file);
  });
  it('resolves relative entries against the file', () => {
    expect(parseRemoteUrls({ skills: '/skills/remoteEntry.js' }, base)).toEqual({
      skills: 'http://localhost:4173/skills/remoteEntry.js',
    });
  });
  it('ignores unknown keys, non-strings and non-http URLs', () => {
    expect(parseRemoteUrls({ other: 'http://x.test/e.js', skills: 42, contact: 'javascript:alert(1)' }, base)).toEqual(
      {},
    );
  });
  it('ignores a file that is not an object', () => {
    expect(parseRemoteUrls(null, base)).toEqual({});
    expect(parseRemoteUrls('nope', base)).toEqual({});
  });
});

describe('withAttempt', () => {
  it('keeps the first attempt unchanged', () => {
    expect(withAttempt('http://a.test/remoteEntry.js', 0)).toBe('http://a.test/remoteEntry.js');
  });
  it('gives each retry a fresh URL, in a fresh directory so relative chunks and CSS get fresh URLs too', () => {
    expect(withAttempt('http://a.test/remoteEntry.js', 2)).toBe('http://a.test/_attempt/2/remoteEntry.js');
    expect(withAttempt('http://a.test/v2/remoteEntry.js?v=1', 1)).toBe(
      'http://a.test/v2/_attempt/1/remoteEntry.js?v=1',
    );
    expect(new URL('./assets/chunk.js', withAttempt('http://a.test/r1/remoteEntry.js', 3)).href).toBe(
      'http://a.test/r1/_attempt/3/assets/chunk.js',
    );
  });
});

describe('remoteKeyOf', () => {
  it('matches on the alias first', () => {
    expect(remoteKeyOf({ name: '__mfe_internal__host__mf_owner__1__skills', alias: 'skills' })).toBe('skills');
  });
  it('falls back to the name or its internal suffix', () => {
    expect(remoteKeyOf({ name: 'contact' })).toBe('contact');
    expect(remoteKeyOf({ name: '__mfe_internal__host__mf_owner__9__projects' })).toBe('projects');
  });
  it('is null for a remote that is not ours', () => {
    expect(remoteKeyOf({ name: 'elsewhere' })).toBeNull();
  });
});

describe('contractMismatch', () => {
  const mismatchOf = (version: unknown, host: string) =>
    contractMismatch('skills', { federationContractVersion: version }, host);
  it('accepts the same major whatever the minor and patch', () => {
    expect(mismatchOf('1.0.0', '1.0.0')).toBeNull();
    expect(mismatchOf('1.4.2', '1.0.0')).toBeNull();
    expect(mismatchOf('1.0.0', '1.9.0')).toBeNull();
    expect(mismatchOf('1.2.0-beta.1', '1.0.0')).toBeNull();
  });
  it('refuses another major, in either direction', () => {
    expect(mismatchOf('2.0.0', '1.0.0')).not.toBeNull();
    expect(mismatchOf('0.9.0', '1.0.0')).not.toBeNull();
    expect(mismatchOf('10.0.0', '1.0.0')).not.toBeNull();
  });
  it('refuses a missing or malformed version', () => {
    expect(mismatchOf(undefined, '1.0.0')).not.toBeNull();
    expect(mismatchOf(1, '1.0.0')).not.toBeNull();
    expect(mismatchOf('1', '1.0.0')).not.toBeNull();
    expect(mismatchOf('v1.0.0', '1.0.0')).not.toBeNull();
  });
  it('is null for a remote built against this contract', () => {
    expect(contractMismatch('skills', { federationContractVersion: FEDERATION_CONTRACT_VERSION })).toBeNull();
  });
  it('names the remote, its version and the host version', () => {
    expect(contractMismatch('contact', { federationContractVersion: '2.1.0' }, '1.3.0')).toBe(
      '[remote section] contact was built against federation contract 2.1.0; this host uses 1.3.0 (the major versions must match). Its section is not loaded.',
    );
  });
  it('says "none" for a remote that publishes no version', () => {
    expect(contractMismatch('projects', { init() {} }, '1.0.0')).toMatch(
      /projects was built against federation contract none/,
    );
  });
});
