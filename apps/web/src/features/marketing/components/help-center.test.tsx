import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { helpArticles, searchHelpArticles } from '../content/help';
import { HelpCenter } from './help-center';

function renderHelp() {
  const router = createMemoryRouter([{ path: '*', element: <HelpCenter /> }]);
  render(<RouterProvider router={router} />);
}

describe('help search', () => {
  it('matches every word of the query in any order and case, anywhere in an article', () => {
    expect(searchHelpArticles('')).toHaveLength(helpArticles.length);
    expect(searchHelpArticles('SMS digest').map((article) => article.id)).toEqual(['alerts']);
    expect(searchHelpArticles('seat invitation').map((article) => article.id)).toContain('invite-team');
    expect(searchHelpArticles('no such thing here')).toEqual([]);
  });

  it('filters the list as the visitor types and opens an article in place', () => {
    renderHelp();
    expect(screen.getByText(`${helpArticles.length} articles`)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), {
      target: { value: 'password' },
    });
    expect(screen.getByText(/articles? match/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tracking bills with tags/ })).not.toBeInTheDocument();
    const article = screen.getByRole('button', { name: /Changing your password/ });
    fireEvent.click(article);
    expect(article).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/signs you out of every other device/)).toBeVisible();
  });

  it('offers to get in touch when nothing matches', () => {
    renderHelp();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), {
      target: { value: 'qwertyuiop' },
    });
    expect(screen.getByRole('heading', { name: 'No articles match your search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/demo-signup');
  });
});
