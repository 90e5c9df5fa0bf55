import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionProps } from '@portfolio/shared/federation/contract';
import { hydrationProblemsInHost } from '@portfolio/shared/federation/hydrationCheck.testing';
import ContactPage from './ContactPage';

type FetchMock = ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = {
  name: () => screen.getByLabelText('Name'),
  email: () => screen.getByLabelText('E-Mail'),
  subject: () => screen.getByLabelText('Betreff'),
  message: () => screen.getByLabelText('Nachricht'),
};
const status = () => screen.getByRole('status');
const sendButton = () => screen.getByRole('button', { name: 'Nachricht senden' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Ada');
  await user.type(field.email(), 'ada@example.com');
  await user.type(field.subject(), 'Hallo');
  await user.type(field.message(), 'Eine Frage.');
}

function serverForm(props: SectionProps = { locale: 'de' }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactPage variant="page" {...props} />);
  return container.querySelector('form')!;
}

describe('ContactPage in German', () => {
  it('has its heading, intro and contact details in German', () => {
    render(<ContactPage variant="page" locale="de" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt aufnehmen' })).toBeInTheDocument();
    expect(screen.getByText('Kontakt')).toBeInTheDocument();
    expect(
      screen.getByText('Sie haben eine Frage oder möchten mit uns zusammenarbeiten? Schreiben Sie uns eine Nachricht!'),
    ).toBeInTheDocument();
    const details = within(screen.getByRole('list', { name: 'Kontaktdaten' }));
    const [email, location, resume] = details.getAllByRole('listitem');
    expect(within(email!).getByText('E-Mail')).toBeInTheDocument();
    expect(within(location!).getByText('Standort')).toBeInTheDocument();
    expect(within(resume!).getByText('Lebenslauf')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Meinen Lebenslauf lesen oder herunterladen' })).toHaveAttribute(
      'href',
      '/de/resume',
    );
  });

  it('links to the German résumé page under the base path the host passes', () => {
    render(<ContactPage locale="de" siteBase="/portfolio/" />);
    expect(screen.getByRole('link', { name: 'Meinen Lebenslauf lesen oder herunterladen' })).toHaveAttribute(
      'href',
      '/portfolio/de/resume',
    );
  });

  it('labels the form, its fields, placeholders and button in German', () => {
    render(<ContactPage locale="de" />);
    expect(screen.getByRole('form', { name: 'Kontaktformular' })).toBeInTheDocument();
    expect(field.name()).toHaveAttribute('placeholder', 'Ihr Name');
    expect(field.email()).toHaveAttribute('placeholder', 'Ihre E-Mail-Adresse');
    expect(field.subject()).toHaveAttribute('placeholder', 'Betreff');
    expect(field.message()).toHaveAttribute('placeholder', 'Ihre Nachricht');
    expect(sendButton()).toHaveAttribute('type', 'submit');
    expect(screen.queryByText('Send Message')).not.toBeInTheDocument();
  });

  it('says why an empty send is refused, in German, per field and in the status line', async () => {
    const user = userEvent.setup();
    render(<ContactPage locale="de" />);
    await user.click(sendButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder korrekt aus.');
    expect(status()).toHaveClass('text-danger');
    expect(field.name()).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen ein');
    expect(field.email()).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein');
    expect(field.subject()).toHaveAccessibleDescription('Bitte geben Sie einen Betreff ein');
    expect(field.message()).toHaveAccessibleDescription('Bitte geben Sie eine Nachricht ein');
    expect(field.name()).toHaveFocus();
  });

  it('says an email of the wrong shape is invalid, in German', async () => {
    const user = userEvent.setup();
    render(<ContactPage locale="de" />);
    await user.type(field.email(), 'ada.example.com');
    await user.click(sendButton());
    expect(field.email()).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('announces sending, then success in the success colour, in German', async () => {
    let answerNow: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    const user = userEvent.setup();
    render(<ContactPage locale="de" />);
    await fillIn(user);
    await user.click(sendButton());

    expect(status().textContent).toBe('Ihre Nachricht wird gesendet\u00a0…');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).not.toHaveClass('text-danger');
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');

    answerNow(new Response(JSON.stringify({ success: true }), { status: 200 }));
    expect(await screen.findByText('Ihre Nachricht wurde erfolgreich gesendet!')).toBeInTheDocument();
    expect(status()).toHaveClass('text-success');
    expect(field.name()).toHaveValue('');
  });

  it('says a failed send in German, in the error colour, and keeps the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactPage locale="de" />);
    await fillIn(user);
    await user.click(sendButton());

    expect(
      await screen.findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(status()).toHaveClass('text-danger');
    expect(field.message()).toHaveValue('Eine Frage.');
  });

  it('says a refusal without a message from the service in German', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false }), { status: 500 }));
    const user = userEvent.setup();
    render(<ContactPage locale="de" />);
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByText('Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten.')).toBeInTheDocument();
    expect(status()).toHaveClass('text-danger');
  });
});

describe("ContactPage in German: the server HTML, before the form's code runs", () => {
  it('hydrates inside the host without a mismatch', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const German = (props: SectionProps) => <ContactPage {...props} locale="de" />;
    expect(await hydrationProblemsInHost('contact', German)).toEqual([]);
  });

  it("holds the browser-refused send's status line and each field's messages in German", () => {
    const form = serverForm();
    expect(form.querySelector('[data-native-invalid-status]')!.textContent).toBe(
      'Bitte füllen Sie alle Pflichtfelder korrekt aus.',
    );
    const lines = (name: string) =>
      [...form.querySelector(`[name="${name}"]`)!.parentElement!.querySelectorAll('[data-refused-message]')].map(
        (line) => line.textContent,
      );
    expect(lines('name')).toEqual(['Bitte geben Sie Ihren Namen ein', 'Bitte geben Sie Ihren Namen ein']);
    expect(lines('email')).toEqual([
      'Bitte geben Sie Ihre E-Mail-Adresse ein',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ]);
    expect(lines('subject')).toEqual(['Bitte geben Sie einen Betreff ein', 'Bitte geben Sie einen Betreff ein']);
    expect(lines('message')).toEqual(['Bitte geben Sie eine Nachricht ein', 'Bitte geben Sie eine Nachricht ein']);
  });

  it('posts its language natively and returns to the German result page', () => {
    const form = serverForm();
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="locale"]')!.value).toBe('de');
    expect(form.querySelector<HTMLInputElement>('input[name="redirect"]')!.value).toBe('/de/contact/sent');
  });

  it('leaves the English form as it was: no locale field, the English result page', () => {
    const form = serverForm({});
    expect(form.querySelector('[name="locale"]')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="redirect"]')!.value).toBe('/contact/sent');
  });
});
