import { render, screen, within } from '@testing-library/react';
import { BillProgressBar } from './bill-progress-bar';

describe('BillProgressBar', () => {
  it('draws every milestone of progress[] with its label and date, the last as the current step', () => {
    render(
      <BillProgressBar
        progress={[
          { status: 0, date: '2025-08-15' },
          { status: 1, date: '2025-08-18' },
          { status: 9, date: '2025-08-18' },
          { status: 10, date: '2025-08-25' },
          { status: 2, date: '2025-08-28' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Bill progress' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pre-filed, doneAug 15, 2025',
      'Introduced, doneAug 18, 2025',
      'Referred to committee, doneAug 18, 2025',
      'Passed committee, doneAug 25, 2025',
      'Engrossed, doneAug 28, 2025',
      'Enrolled, not yet',
      'Passed, not yet',
    ]);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    // The source's shorthand stays in the tooltip; a plain word has none.
    expect(within(steps[2] as HTMLElement).getByTitle('As recorded: Refer')).toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).getByTitle('As recorded: Report Pass')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).queryByTitle(/As recorded/)).toBeNull();
  });

  it('stops at a final status such as a veto', () => {
    render(
      <BillProgressBar
        progress={[
          { status: 1, date: '2025-01-10' },
          { status: 3, date: '2025-05-01' },
          { status: 5, date: '2025-06-01' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Bill progress' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent('Vetoed');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('draws nothing without progress', () => {
    const { container } = render(<BillProgressBar progress={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('puts a newest-first list in order', () => {
    render(
      <BillProgressBar
        progress={[
          { status: 4, date: '2025-08-26' },
          { status: 2, date: '2025-08-25' },
          { status: 1, date: '2025-08-22' },
          { status: 10, date: '2025-08-21' },
          { status: 9, date: '2025-08-21' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Bill progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(',')[0])).toEqual([
      'Referred to committee',
      'Passed committee',
      'Introduced',
      'Engrossed',
      'Passed',
    ]);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
  });
});
