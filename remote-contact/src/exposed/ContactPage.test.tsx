import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { owner } from '@portfolio/shared/owner';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it("is one h1 'Get in Touch' with the intro text as a page", () => {
    render(<ContactPage variant="page" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByText('Have a question or want to work together? Drop us a message!')).toBeInTheDocument();
  });

  it('renders an h2 when embedded', () => {
    render(<ContactPage variant="embedded" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows the owner's email as a mailto link and the city", () => {
    render(<ContactPage />);
    const details = within(screen.getByRole('list', { name: 'Contact details' }));
    const [email, location] = details.getAllByRole('listitem');
    expect(within(email!).getByText('Email')).toBeInTheDocument();
    expect(within(email!).getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`);
    expect(within(location!).getByText('Location')).toBeInTheDocument();
    expect(within(location!).getByText(owner.city)).toBeInTheDocument();
  });

  it('links to the host’s résumé page, under the base path the host passes', () => {
    const resumeLink = () =>
      within(screen.getByRole('list', { name: 'Contact details' })).getByRole('link', { name: /résumé/ });
    const { unmount } = render(<ContactPage />);
    expect(resumeLink()).toHaveAttribute('href', '/resume');
    unmount();
    render(<ContactPage siteBase="/portfolio/" />);
    expect(resumeLink()).toHaveAttribute('href', '/portfolio/resume');
  });

  it('holds the contact form', () => {
    render(<ContactPage />);
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
