import { describe, expect, it } from 'vitest';
import { scaleAt } from './stackMaths';
import { shrinkProperties, supportsScrollTimeline } from './scrollTimeline';

describe('supportsScrollTimeline', () => {
  it('asks the browser about view timelines', () => {
    const asked: string[] = [];
    const css = {
      supports: (condition: string) => {
        asked.push(condition);
        return true;
      },
    } as Pick<typeof CSS, 'supports'>;
    expect(supportsScrollTimeline(css)).toBe(true);
    expect(asked).toEqual(['animation-timeline: view()']);
  });

  it('is false where the browser says no, and without a CSS object (the server)', () => {
    expect(supportsScrollTimeline({ supports: () => false } as unknown as Pick<typeof CSS, 'supports'>)).toBe(false);
    expect(supportsScrollTimeline(undefined)).toBe(false);
  });
});

describe('shrinkProperties', () => {
  it('gives each shrinking card the start of its range and its end scale, as the script path uses', () => {
    expect(shrinkProperties(0, 6)).toEqual({ '--shrink-start': '0%', '--shrink-to': '0.75' });
    expect(shrinkProperties(1, 6)).toEqual({ '--shrink-start': '20%', '--shrink-to': '0.8' });
    expect(shrinkProperties(4, 6)).toEqual({ '--shrink-start': '80%', '--shrink-to': '0.95' });
    // The CSS animation is linear from the start to the end of the range: the same as scaleAt.
    const { '--shrink-start': start, '--shrink-to': to } = shrinkProperties(2, 6);
    const begin = Number.parseFloat(start!) / 100;
    const halfway = begin + (1 - begin) / 2;
    expect(1 + (Number(to) - 1) / 2).toBeCloseTo(scaleAt(2, 6, halfway), 9);
  });

  it('gives the last card, which never shrinks, no animation', () => {
    expect(shrinkProperties(5, 6)).toEqual({});
    expect(shrinkProperties(0, 1)).toEqual({});
  });
});
