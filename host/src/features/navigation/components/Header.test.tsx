import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Header } from './Header';
import { installJsdomPopover, resetJsdomPopover } from './jsdomPopover.testing';

beforeAll(installJsdomPopover);
afterEach(resetJsdomPopover);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobileNav = () => screen.getByRole('navigation', { name: 'Main (mobile)', hidden: true });

describe('Header', () => {
  it('shows the five entries in order', () => {
    renderAt('/');
    const labels = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Skills', 'Education', 'Projects', 'Contact']);
  });

  it('marks the entry of the current path as the current page', () => {
    renderAt('/education');
    expect(within(mainNav()).getByRole('link', { name: 'Education' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks the entry above a case study and the form`s result page, as the current item', () => {
    for (const [path, entry] of [
      ['/projects/foodie-express', 'Projects'],
      ['/contact/sent', 'Contact'],
    ] as const) {
      const { unmount } = renderAt(path);
      for (const nav of [mainNav(), mobileNav()]) {
        expect(within(nav).getByRole('link', { name: entry, hidden: true })).toHaveAttribute('aria-current', 'true');
        expect(
          within(nav)
            .getAllByRole('link', { hidden: true })
            .filter((link) => link.hasAttribute('aria-current')),
        ).toHaveLength(1);
      }
      unmount();
    }
  });

  it('follows a click to another entry', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Projects' }));
    expect(within(mainNav()).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('renders the menu as a platform popover, so it opens before hydration and without JS', () => {
    const html = renderToString(
      <StaticRouter location="/skills">
        <Header />
      </StaticRouter>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const button = doc.querySelector('button[aria-label="Menu"]')!;
    expect(button.getAttribute('popovertarget')).toBe('mobile-menu');
    expect(doc.getElementById('mobile-menu')!.getAttribute('popover')).toBe('auto');
    // No aria-expanded in the server HTML: the browser exposes the popover's own state.
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(doc.querySelector('#mobile-menu a[aria-current="page"]')!.textContent).toBe('Skills');
  });

  it('opens and closes the mobile menu with the button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav().closest('[id="mobile-menu"]')).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mobileNav()).toBeVisible();
    // Focus moves into the opened menu.
    expect(within(mobileNav()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu when an entry is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(within(mobileNav()).getByRole('link', { name: 'Contact' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });
});
