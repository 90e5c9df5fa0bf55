import type { ThemeName } from '@portfolio/shared/theme/tokens';

/**
 * The theme to show: the visitor's saved choice, else their colour-scheme preference,
 * else dark (the site's default).
 */
export function resolveTheme(saved: string | null, prefersLight: boolean): ThemeName {
  if (saved === 'dark' || saved === 'light') return saved;
  return prefersLight ? 'light' : 'dark';
}

export function otherTheme(theme: ThemeName): ThemeName {
  return theme === 'dark' ? 'light' : 'dark';
}
