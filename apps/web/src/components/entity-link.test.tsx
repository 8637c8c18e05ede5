import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type EntityKind, EntityLink, entityPath } from './entity-link';

describe('EntityLink', () => {
  // Each kind's page, as routes.txt names it (the screens later issues build).
  it.each<[EntityKind, string, string]>([
    ['bill', 'tx-89r-hb 1', '/bills/tx-89r-hb%201'],
    ['member', 'ocd-person/1', '/members/ocd-person%2F1'],
    ['committee', 'tx-house-state-affairs', '/committees/tx-house-state-affairs'],
    ['statute', '42', '/statutes/42'],
    ['company', '7', '/lobby/company/7'],
    ['subject', '12', '/subjects/12'],
  ])('links a %s to its page', (kind, id, href) => {
    expect(entityPath(kind, id)).toBe(href);
    render(
      <MemoryRouter>
        <EntityLink kind={kind} id={id}>
          The {kind}
        </EntityLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: `The ${kind}` })).toHaveAttribute('href', href);
  });

  it('renders a name that matched no record as text, not a link to nowhere', () => {
    render(
      <MemoryRouter>
        <EntityLink kind="member" id={null}>
          Rep. Unmatched
        </EntityLink>
      </MemoryRouter>,
    );
    expect(screen.getByText('Rep. Unmatched')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
