import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { NewsletterForm } from './newsletter-form';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe('NewsletterForm', () => {
  it('subscribes the email, confirms with "Subscribed!" and clears the input', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Stay informed' }), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stay informed' })).toHaveValue('');
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(new URL(String(url)).pathname).toBe('/api/newsletter');
    expect(init?.body).toBe('{"email":"ana@example.org"}');
  });

  it('shows "Subscription failed" and keeps the email when the call fails', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Try again later"}', { status: 503, headers: { 'content-type': 'application/json' } }),
    );
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Stay informed' }), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Try again later')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Stay informed' })).toHaveValue('ana@example.org');
  });
});
