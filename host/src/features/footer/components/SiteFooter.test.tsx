import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { owner } from '@portfolio/shared/owner';
import * as en from '../../../lib/messages/messages/en.js';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('reads in English without a language given', () => {
    render(<SiteFooter />);
    const footer = screen.getByTestId('site-footer');
    expect(footer).toHaveTextContent(en.footer_built_with({}));
    expect(footer).toHaveTextContent(en.footer_emoji_credit({}));
    expect(within(screen.getByRole('list', { name: 'More on this site' })).getByRole('link')).toHaveAttribute(
      'href',
      '/writing',
    );
    const elsewhere = screen.getByRole('list', { name: 'Find me elsewhere' });
    expect(within(elsewhere).getByRole('link', { name: /^GitHub/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(elsewhere).getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${owner.email}`);
  });

  it('reads in German, and links to the German pages', () => {
    render(
      <LocaleProvider locale="de">
        <SiteFooter />
      </LocaleProvider>,
    );
    const footer = screen.getByTestId('site-footer');
    expect(footer).toHaveTextContent('Gebaut mit React, TypeScript und Tailwind CSS als Micro-Frontends');
    expect(footer).toHaveTextContent('Emoji-Grafiken: Twemoji von Twitter und Mitwirkenden, CC-BY 4.0.');
    expect(within(screen.getByRole('list', { name: 'Mehr auf dieser Website' })).getByRole('link')).toHaveAttribute(
      'href',
      '/de/writing',
    );
    const elsewhere = screen.getByRole('list', { name: 'Sie finden mich auch hier' });
    expect(within(elsewhere).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', owner.linkedinUrl);
    expect(within(elsewhere).getByRole('link', { name: /^LinkedIn/ }).textContent).toBe(
      'LinkedIn (öffnet in einem neuen Tab)',
    );
    expect(within(elsewhere).getByRole('link', { name: 'E-Mail' })).toHaveAttribute('href', `mailto:${owner.email}`);
  });
});
