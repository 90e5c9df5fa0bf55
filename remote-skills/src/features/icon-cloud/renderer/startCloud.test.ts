import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { startCloud } from './startCloud';
import { motionSettings } from '../data/cloudConfig';

class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: { type: string }[] = [];
  terminated = false;
  constructor(readonly url: string) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: { type: string }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

let revoked: string[];

beforeEach(() => {
  FakeWorker.made = [];
  revoked = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cloud-loader');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  // Chromium: the engine that draws in a worker.
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  );
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value: () => ({}),
  });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const start = (isCancelled = () => false) =>
  startCloud({
    canvas: document.createElement('canvas'),
    records: [],
    theme: 'dark',
    motion: motionSettings({ touch: false, reducedMotion: false }),
    onError: () => {},
    isCancelled,
  });

describe('startCloud in a worker', () => {
  it("draws in the worker once it says it can, and frees its loader's blob then", async () => {
    const started = start();
    const [worker] = FakeWorker.made;
    expect(worker?.url).toBe('blob:cloud-loader');
    expect(revoked).toEqual([]);
    worker!.dispatchEvent(new MessageEvent('message', { data: { type: 'booted', canAnimate: true } }));
    const cloud = await started;
    expect(cloud?.mode).toBe('worker');
    expect(revoked).toEqual(['blob:cloud-loader']);
    expect(worker!.posted.map((message) => message.type)).toEqual(['init']);
    expect(worker!.terminated).toBe(false);
  });

  it('leaves a worker that fails to load at once, its blob freed', async () => {
    const started = start(() => true);
    const [worker] = FakeWorker.made;
    worker!.dispatchEvent(new Event('error'));
    expect(await started).toBeNull();
    expect(worker!.terminated).toBe(true);
    expect(revoked).toEqual(['blob:cloud-loader']);
  });

  it("leaves a worker that never answers (its script stalled) at the bound of a section's files, REMOTE_LOAD_TIMEOUT_MS", async () => {
    vi.useFakeTimers();
    let settled = false;
    const started = start(() => true).finally(() => (settled = true));
    const [worker] = FakeWorker.made;
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(revoked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toBeNull();
    expect(worker!.terminated).toBe(true);
    expect(revoked).toEqual(['blob:cloud-loader']);
  });
});
