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
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(6);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks about the product, audience, data, mobile use, users versus teams and alerts, in that order', () => {
    renderFaq();
    // What the page shows (SPEC: landing FAQ), not the content list the component reads.
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([
      'What is Statehouse?',
      'Who is Statehouse for?',
      'What data does Statehouse provide?',
      'Can I use Statehouse on my phone?',
      'What is the difference between multiple users and a team?',
      'How do alerts work?',
    ]);
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

  it('closes the open answer on a second click, and names each answer by its question', () => {
    renderFaq();
    const [first] = faqItems;
    const question = screen.getByRole('button', { name: first?.question });
    fireEvent.click(question);
    expect(screen.getByRole('region', { name: first?.question })).toHaveTextContent(first?.answer ?? '');
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first?.answer ?? '')).not.toBeVisible();
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
