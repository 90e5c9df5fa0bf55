import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSparkleField } from './sparkleField';
import { lifetimeMs } from './sparkles';

/**
 * jsdom has no Web Animations. This stand-in keeps time with (fake) timers: it finishes
 * after delay + duration x iterations of running time, and pausing stops that clock.
 */
class TimedAnimation {
  onfinish: (() => void) | null = null;
  playState: 'running' | 'paused' | 'finished' | 'idle' = 'running';
  private remaining: number;
  private startedAt = Date.now();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly totalMs: number) {
    this.remaining = totalMs;
    this.schedule();
  }
  private schedule() {
    this.startedAt = Date.now();
    this.timer = setTimeout(() => {
      this.playState = 'finished';
      this.onfinish?.();
    }, this.remaining);
  }
  pause() {
    if (this.playState !== 'running') return;
    clearTimeout(this.timer);
    this.remaining -= Date.now() - this.startedAt;
    this.playState = 'paused';
  }
  play() {
    if (this.playState !== 'paused') return;
    this.playState = 'running';
    this.schedule();
  }
  cancel() {
    clearTimeout(this.timer);
    this.playState = 'idle';
  }
}

const started: TimedAnimation[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  started.length = 0;
  Element.prototype.animate = function (_keyframes: unknown, options?: number | KeyframeAnimationOptions) {
    const timing = options as KeyframeAnimationOptions;
    const total = (timing.delay ?? 0) + Number(timing.duration) * (timing.iterations ?? 1);
    const animation = new TimedAnimation(total);
    started.push(animation);
    return animation as unknown as Animation;
  };
});

afterEach(() => {
  vi.useRealTimers();
  delete (Element.prototype as Partial<Element>).animate;
});

function makeElements(count: number) {
  return Array.from({ length: count }, () => document.createElement('span'));
}

/** Random numbers that always make a 5-unit lifespan with no start delay. */
function fixedLifespanOfFive() {
  let call = 0;
  // x, y, lifespan, scale, delay: one createSparkle call each time round.
  const values = [0.25, 0.5, 0, 0.5, 0];
  return () => values[call++ % values.length]!;
}

describe('startSparkleField', () => {
  it('starts one animation per slot, each one sparkle', () => {
    const elements = makeElements(10);
    startSparkleField(elements);
    expect(started).toHaveLength(10);
    expect(elements.map((element) => element.dataset.sparkle)).toEqual(
      Array.from({ length: 10 }, (_, slot) => String(slot)),
    );
  });

  it('gives a slot its next sparkle when the one before is spent, and not before', () => {
    const [element] = makeElements(1);
    // Every sparkle lives 5 units, and the first starts at once.
    startSparkleField([element!], fixedLifespanOfFive());
    expect(element!.dataset.sparkle).toBe('0');
    expect(started[0]!.totalMs).toBe(lifetimeMs(5));
    vi.advanceTimersByTime(lifetimeMs(5) - 100);
    expect(element!.dataset.sparkle).toBe('0');
    vi.advanceTimersByTime(100);
    expect(element!.dataset.sparkle).toBe('1');
    expect(started).toHaveLength(2);
    vi.advanceTimersByTime(lifetimeMs(5));
    expect(element!.dataset.sparkle).toBe('2');
  });

  it('stops the lifecycle while paused and picks it up again', () => {
    const [element] = makeElements(1);
    const field = startSparkleField([element!], fixedLifespanOfFive());
    vi.advanceTimersByTime(2000);
    field.setRunning(false);
    vi.advanceTimersByTime(60_000);
    expect(element!.dataset.sparkle).toBe('0');
    field.setRunning(true);
    vi.advanceTimersByTime(2999);
    expect(element!.dataset.sparkle).toBe('0');
    vi.advanceTimersByTime(1);
    expect(element!.dataset.sparkle).toBe('1');
  });

  it('pauses before any sparkle is spent, and stop() cancels everything', () => {
    const elements = makeElements(3);
    const field = startSparkleField(elements);
    field.setRunning(false);
    expect(started.every((animation) => animation.playState === 'paused')).toBe(true);
    field.stop();
    expect(started.every((animation) => animation.playState === 'idle')).toBe(true);
    vi.advanceTimersByTime(600_000);
    expect(started).toHaveLength(3);
  });
});
