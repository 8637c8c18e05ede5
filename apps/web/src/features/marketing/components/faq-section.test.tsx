import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { faqItems } from '../content/landing';
import { FaqSection } from './faq-section';

function renderFaq() {
  const router = createMemoryRouter([{ path: '*', element: <FaqSection /> }]);
  render(<RouterProvider router={router} />);
}

describe('FaqSection', () => {
  it('is titled "Frequently asked questions" with six questions, all closed', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(faqItems).toHaveLength(6);
    const triggers = faqItems.map((item) => screen.getByRole('button', { name: item.question }));
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('covers the product, audience, data, mobile use, users versus teams and alerts', () => {
    expect(faqItems.map((item) => item.id)).toEqual(['what', 'who', 'data', 'mobile', 'teams', 'alerts']);
  });

  it('opens one answer at a time', () => {
    renderFaq();
    const [first, second] = faqItems;
    fireEvent.click(screen.getByRole('button', { name: first?.question }));
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: second?.question }));
    expect(screen.getByRole('button', { name: first?.question })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(second?.answer ?? '')).toBeVisible();
  });

  it('ends with "Still have questions?" and a "Get in touch" link to /demo-signup', () => {
    renderFaq();
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
    expect(
      screen.getByText("Can't find the answer you're looking for? Please chat to our friendly team."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/demo-signup');
  });
});
