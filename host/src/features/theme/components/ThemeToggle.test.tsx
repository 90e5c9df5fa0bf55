import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('carries a label for each theme it switches to, in English', () => {
    render(<ThemeToggle />);
    expect(screen.getByText('Switch to light theme')).toHaveClass('toggle-light:hidden');
    expect(screen.getByText('Switch to dark theme')).toHaveClass('toggle-light:inline');
  });

  it('and in German', () => {
    render(
      <LocaleProvider locale="de">
        <ThemeToggle />
      </LocaleProvider>,
    );
    expect(screen.getByText('Zum hellen Design wechseln')).toHaveClass('toggle-light:hidden');
    expect(screen.getByText('Zum dunklen Design wechseln')).toHaveClass('toggle-light:inline');
  });
});
