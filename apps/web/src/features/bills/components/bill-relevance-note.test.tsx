import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillRelevanceNote } from './bill-relevance-note';

describe('BillRelevanceNote', () => {
  it('says why a bill ranks for a company, at most two reasons', () => {
    render(
      <BillRelevanceNote
        relevance={{
          score: 2,
          reasons: ['Testified for on 2024-02-01', 'Matches what it lobbies on: “Ethanol”', 'Third'],
        }}
      />,
    );
    expect(
      screen.getByText(/Testified for on 2024-02-01 · Matches what it lobbies on: “Ethanol”$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Third/)).toBeNull();
  });

  it('shows nothing for a bill that matched nothing or a list that was not re-ranked', () => {
    const { container } = render(
      <>
        <BillRelevanceNote relevance={null} />
        <BillRelevanceNote relevance={undefined} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
