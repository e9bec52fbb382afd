import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

function stubContact(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillForm() {
  fill('Name', 'Anna Berg');
  fill('Email', 'anna@example.com');
  fill('Subject', 'Beta programme');
  fill('Message', 'We run three feeders between Hamburg and Gdansk.');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  it('requires every field and sends nothing when one is missing', async () => {
    const fetchMock = stubContact(201, { message: 'ok' });
    renderForm();

    fill('Email', 'nope');
    submit();

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, confirms and clears the form', async () => {
    const fetchMock = stubContact(201, { message: 'Message received' });
    renderForm();

    fillForm();
    submit();

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Anna Berg',
      email: 'anna@example.com',
      subject: 'Beta programme',
      message: 'We run three feeders between Hamburg and Gdansk.',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the text and says so when sending fails', async () => {
    stubContact(500, { message: 'Internal error', code: 'INTERNAL', requestId: 'req-42_ab' });
    renderForm();

    fillForm();
    submit();

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    // The server's request id, so the user can quote it to support.
    expect(screen.getByTestId('toast-reference')).toHaveTextContent('Reference: req-42_ab');
    expect(screen.getByLabelText('Subject')).toHaveValue('Beta programme');
  });

  it('shows the server message when the sender is throttled', async () => {
    const message = 'Too many messages. Please try again later.';
    stubContact(429, { message, code: 'RATE_LIMITED' });
    renderForm();

    fillForm();
    submit();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
