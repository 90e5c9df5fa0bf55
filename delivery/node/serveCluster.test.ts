// @vitest-environment node
// The pure parts of `npm start`'s cluster (serve.mjs): how many workers, and which IPC messages are fragment news.
import { describe, expect, it } from 'vitest';
import { isFragmentNews } from './fragmentNews.mjs';
import { workerCount } from './startApps.mjs';

describe('workerCount', () => {
  it('is two per core, at least two, unless SERVE_WORKERS says otherwise (0: one process)', () => {
    expect(workerCount(undefined, 2)).toBe(4);
    expect(workerCount('', 1)).toBe(2);
    expect(workerCount('3', 2)).toBe(3);
    expect(workerCount('0', 8)).toBe(0);
  });

  it('refuses a setting that is not a whole number', () => {
    expect(() => workerCount('two', 2)).toThrow('SERVE_WORKERS must be a whole number, not "two"');
    expect(() => workerCount('-1', 2)).toThrow('SERVE_WORKERS');
  });
});

describe('isFragmentNews', () => {
  it('accepts a stored copy and a failure, nothing else on the IPC channel', () => {
    expect(isFragmentNews({ type: 'store', key: 'http://r/a/fragment.contract-1.html', text: '<div></div>' })).toBe(
      true,
    );
    expect(isFragmentNews({ type: 'failed', key: 'http://r/a/fragment.contract-1.html' })).toBe(true);
    expect(isFragmentNews('ready')).toBe(false);
    expect(isFragmentNews(null)).toBe(false);
    expect(isFragmentNews({ type: 'store', key: 'k' })).toBe(false); // no text
    expect(isFragmentNews({ type: 'drop', key: 'k' })).toBe(false);
    expect(isFragmentNews({ cmd: 'NODE_CLUSTER' })).toBe(false);
  });
});
