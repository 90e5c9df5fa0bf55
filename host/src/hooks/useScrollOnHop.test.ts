import { describe, expect, it } from 'vitest';
import { scrollAfterHop } from './useScrollOnHop';

describe('scrollAfterHop', () => {
  it('starts a page reached by a link at its top', () => {
    expect(scrollAfterHop('PUSH', true, '', 1600)).toBe(0);
    expect(scrollAfterHop('REPLACE', true, '', undefined)).toBe(0);
  });

  it('returns by back or forward to where a hop left the entry', () => {
    expect(scrollAfterHop('POP', true, '', 1600)).toBe(1600);
    expect(scrollAfterHop('POP', true, '', undefined)).toBeNull();
  });

  it('leaves a fragment and the same page to the browser', () => {
    expect(scrollAfterHop('PUSH', true, '#about', undefined)).toBeNull();
    expect(scrollAfterHop('PUSH', false, '', undefined)).toBeNull();
    expect(scrollAfterHop('POP', true, '#about', 1600)).toBeNull();
  });
});
