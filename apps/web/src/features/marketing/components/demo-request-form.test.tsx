import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { DemoRequestForm } from './demo-request-form';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  const router = createMemoryRouter([{ path: '*', element: <DemoRequestForm /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('DemoRequestForm', () => {
  it('shows what is missing without calling the server', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Request my demo' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your organization')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  }, 15_000);

  it('posts the request to /api/demo-requests and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"id":7,"notified":false}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Marisol Vega' } });
    fireEvent.change(screen.getByLabelText(/Work email/), { target: { value: 'mvega@example.org' } });
    fireEvent.change(screen.getByLabelText(/Organization/), { target: { value: 'Gulf Coast Hospital Association' } });
    await user.selectOptions(screen.getByLabelText(/Your role/), 'Government affairs');
    await user.click(screen.getByRole('button', { name: 'Request my demo' }));

    expect(await screen.findByRole('heading', { name: /Thanks, Marisol/ })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(new URL(String(url)).pathname).toBe('/api/demo-requests');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Marisol Vega',
      email: 'mvega@example.org',
      organization: 'Gulf Coast Hospital Association',
      role: 'Government affairs',
      states: [],
    });
  }, 15_000);
});
