import { describe, expect, it } from 'vitest';
import { otherTheme, resolveTheme } from './themePreference';

describe('resolveTheme', () => {
  it('is dark when nothing is known', () => {
    expect(resolveTheme(null, false)).toBe('dark');
  });
  it('follows the colour-scheme preference when nothing is saved', () => {
    expect(resolveTheme(null, true)).toBe('light');
  });
  it('prefers a saved choice over the preference', () => {
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
  });
  it('ignores a saved value that is not a theme', () => {
    expect(resolveTheme('purple', false)).toBe('dark');
  });
  it('toggles between the two themes', () => {
    expect(otherTheme('dark')).toBe('light');
    expect(otherTheme('light')).toBe('dark');
  });
});
