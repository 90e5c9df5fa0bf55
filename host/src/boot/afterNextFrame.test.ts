import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './afterNextFrame';

describe('afterNextFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs once, in a task after the next frame, not before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const callback = vi.fn();
    afterNextFrame(callback);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callback).not.toHaveBeenCalled();
    frames.splice(0).forEach((frame) => frame(0));
    expect(callback).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a hidden page, where no frame comes', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const callback = vi.fn();
    afterNextFrame(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});
