import { act, render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

type FetchMock = ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

function jsonAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonAnswer({ success: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = {
  name: () => screen.getByLabelText('Name'),
  email: () => screen.getByLabelText('Email'),
  subject: () => screen.getByLabelText('Subject'),
  message: () => screen.getByLabelText('Message'),
};
const status = () => screen.getByRole('status');
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Line one{Enter}Line two' },
) {
  await user.type(field.name(), values.name);
  await user.type(field.email(), values.email);
  await user.type(field.subject(), values.subject);
  await user.type(field.message(), values.message);
}

function sentBody(call = 0): FormData {
  return fetchMock.mock.calls[call]![1].body as FormData;
}

describe('ContactForm', () => {
  it('has four labelled fields with the spec placeholders, the button and a polite status line', () => {
    render(<ContactForm />);
    expect(field.name()).toHaveAttribute('placeholder', 'Your Name');
    expect(field.email()).toHaveAttribute('placeholder', 'Your Email');
    expect(field.subject()).toHaveAttribute('placeholder', 'Subject');
    expect(field.message()).toHaveAttribute('placeholder', 'Your Message');
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(sendButton()).toHaveAttribute('type', 'submit');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('');
    // The messages for a send the browser refused belong to the server's HTML only.
    expect(document.querySelector('[data-refused-message]')).toBeNull();
  });

  it('shows every error together, marks the fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(sendButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Please fill in all required fields correctly.');
    expect(status()).toHaveClass('text-danger');
    const expected = {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    };
    for (const [key, message] of Object.entries(expected)) {
      const input = field[key as keyof typeof field]();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveClass('border-danger');
      expect(screen.getByText(message)).toHaveClass('text-danger');
    }
    expect(field.name()).toHaveFocus();
  });

  it("says 'Email is invalid', focuses the email field and keeps the other fields unmarked", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user, { name: 'Ada', email: 'ada.example.com', subject: 'Hi', message: 'Text' });
    await user.click(sendButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.email()).toHaveAccessibleDescription('Email is invalid');
    expect(field.email()).toHaveFocus();
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.name()).not.toHaveAttribute('aria-describedby');
    expect(field.email()).toHaveValue('ada.example.com');
  });

  it('treats whitespace-only fields as empty', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user, { name: '   ', email: 'ada@example.com', subject: 'Hi', message: '  ' });
    await user.click(sendButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.name()).toHaveAccessibleDescription('Name is required');
    expect(field.message()).toHaveAccessibleDescription('Message is required');
  });

  it('sends the trimmed message, then shows the green success status and clears fields and errors', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(sendButton()); // errors first, so clearing them is observable
    await fillIn(user, {
      name: '  Ada  ',
      email: 'ada@example.com ',
      subject: 'Hello',
      message: 'Line one{Enter}Line two  ',
    });
    await user.click(sendButton());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(sentBody().entries())).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Line one\nLine two',
      botcheck: '',
    });
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(status()).toHaveClass('text-success');
    for (const input of Object.values(field)) {
      expect(input()).toHaveValue('');
      expect(input()).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("shows the server's message in red and keeps the typed text on a non-ok answer", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ success: false, message: 'Invalid access key' }, 400));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(sendButton());

    expect(await screen.findByText('Invalid access key')).toBeInTheDocument();
    expect(status()).toHaveClass('text-danger');
    expect(field.name()).toHaveValue('Ada');
    expect(field.message()).toHaveValue('Line one\nLine two');
  });

  it("falls back to 'There was an error sending your message.' on a 500 without a message", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ success: false }, 500));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByText('There was an error sending your message.')).toBeInTheDocument();
    expect(field.subject()).toHaveValue('Hello');
  });

  it('shows a server message as text, never as HTML', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ message: '<img src=x alt=injected>' }, 400));
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByText('<img src=x alt=injected>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps the typed text and logs on a network failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(sendButton());

    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(status()).toHaveClass('text-danger');
    expect(log).toHaveBeenCalled();
    expect(field.email()).toHaveValue('ada@example.com');
    expect(field.message()).toHaveValue('Line one\nLine two');
  });

  it('never sends twice: a second click or Enter while sending does nothing, and the button stays enabled', async () => {
    let answerNow: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);

    await user.dblClick(sendButton());
    await user.click(sendButton());
    await user.type(field.subject(), '{Enter}');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sendButton()).toBeEnabled();
    expect(status()).toHaveTextContent('Sending your message…');
    expect(status()).not.toHaveClass('text-danger');
    expect(status()).not.toHaveClass('text-success');

    await act(async () => answerNow(jsonAnswer({ success: true })));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Once settled, the form sends again.
    await fillIn(user);
    await user.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends again after a failed send', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByText('An error occurred. Please try again.');
    await user.click(sendButton());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(1).get('message')).toBe('Line one\nLine two');
  });

  it('sends nothing when the hidden spam trap is filled', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="botcheck"]')!;
    expect(trap).not.toBeVisible();
    expect(trap).toHaveAttribute('tabindex', '-1');
    fireEvent.click(trap);
    await fillIn(user);
    await user.click(sendButton());

    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ContactForm hydrated from server HTML', () => {
  it('keeps what was typed before hydration, and sends it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const send = vi.fn(async () => ({ kind: 'sent' as const, status: 'Message sent successfully!' }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm send={send} />);
    document.body.append(container);
    // The visitor types before the code has arrived.
    container.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Ada';
    container.querySelector<HTMLInputElement>('[name="email"]')!.value = 'ada@example.com';

    const form = container.querySelector('form')!;
    // Until its code runs, the browser checks the fields (required, pattern): nothing invalid is posted.
    expect(form.noValidate).toBe(false);

    const root = await act(async () => hydrateRoot(container, <ContactForm send={send} />));
    // Hydrated: the page checks on submit with the spec's messages instead of the browser's bubbles.
    expect(container.querySelector('form')).toBe(form);
    expect(form.noValidate).toBe(true);
    const user = userEvent.setup();
    await user.type(field.subject(), 'Hello');
    await user.type(field.message(), 'Typed after hydration.');
    expect(field.name()).toHaveValue('Ada');
    expect(field.email()).toHaveValue('ada@example.com');

    await user.click(sendButton());
    expect(send).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'Typed after hydration.',
    });
    await act(async () => root.unmount());
    container.remove();
  });
});
