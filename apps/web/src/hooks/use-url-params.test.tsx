import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useUrlParams } from './use-url-params';

let write: ((name: string, value: string) => void) | undefined;

function Page() {
  const [params, setParams, latestParams] = useUrlParams();
  write = (name, value) => {
    const next = latestParams();
    next.set(name, value);
    setParams(next);
  };
  return <output>{params.toString()}</output>;
}

describe('useUrlParams', () => {
  it('writes from the URL as it is now, not from a render that has not caught up', async () => {
    const router = createMemoryRouter([{ path: '/committees', element: <Page /> }], {
      initialEntries: ['/committees'],
    });
    render(<RouterProvider router={router} />);
    // Two changes before the page renders again (a search typed, then a sort picked): the second keeps the first.
    await act(async () => {
      write?.('q', 'Telecom');
      write?.('sort', 'members');
    });
    expect(router.state.location.search).toBe('?q=Telecom&sort=members');
    expect(screen.getByRole('status')).toHaveTextContent('q=Telecom&sort=members');
  });
});
