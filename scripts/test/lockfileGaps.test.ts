import { describe, expect, it } from 'vitest';
import { lockfileGaps } from '../lib/lockfileGaps.mjs';

describe('lockfileGaps', () => {
  it('names an optional platform package the lockfile does not hold', () => {
    const lock = {
      packages: {
        '': { optionalDependencies: {} },
        'node_modules/@lix-js/sdk': {
          optionalDependencies: { '@lix-js/sdk-linux-x64': '0.17.0', '@lix-js/sdk-win32-x64': '0.17.0' },
        },
        'node_modules/@lix-js/sdk-linux-x64': {},
      },
    };
    expect(lockfileGaps(lock)).toEqual(['node_modules/@lix-js/sdk -> @lix-js/sdk-win32-x64']);
  });

  it('finds a dependency in the package’s own node_modules or any folder above it', () => {
    const lock = {
      packages: {
        'node_modules/a': {},
        'node_modules/a/node_modules/b': { optionalDependencies: { a: '1', c: '1', d: '1' } },
        'node_modules/a/node_modules/b/node_modules/c': {},
        'host/node_modules/d': {},
      },
    };
    expect(lockfileGaps(lock)).toEqual(['node_modules/a/node_modules/b -> d']);
  });
});
