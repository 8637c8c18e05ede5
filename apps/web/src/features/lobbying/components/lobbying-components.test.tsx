import type {
  FirmListItem,
  LobbyistClient,
  LobbyistDetail,
  LobbyistListItem,
} from '@statehouse/shared/lobbying/lobbying.schemas';
import type { TestimonyListReply } from '@statehouse/shared/testimony/testimony.schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { INFERRED_FIRM_REASON, isInferredFirm } from '@/components/inferred-firm';
import { FirmsTable } from './firms-tab';
import { ClientsByYear } from './lobbyist-detail-view';
import { LobbyistsTable } from './lobbyists-tab';
import { NoStateData } from './no-state-data';
import { TestimonyList } from './testimony-list';

// Shapes of real SD registrations (Doug Abraham, mayadam.net) and the House witness list.
const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

const doug: LobbyistListItem = {
  id: 5565,
  stateCode: 'SD',
  name: 'Doug Abraham',
  city: 'Pierre',
  state: 'SD',
  occupation: 'Lawyer',
  lobbyistType: 'private',
  clientCount: 16,
  registrationCount: 42,
  firstYear: 2021,
  latestYear: 2025,
  firm: { id: 8, name: 'mayadam.net' },
};

const client = (id: number, name: string, years: number[], companyId: number | null): LobbyistClient => ({
  client: {
    id,
    stateCode: 'SD',
    name,
    address: null,
    city: 'Pierre',
    state: 'SD',
    zip: null,
    clientType: 'company',
  },
  companyId,
  years,
  subjects: ['Banking regulation'],
  firms: [{ id: 8, name: 'mayadam.net' }],
  registrationCount: years.length,
});

describe('lobbying components', () => {
  it('lists lobbyists with their page, their firm’s page, clients and years', () => {
    inRouter(
      <LobbyistsTable
        lobbyists={[
          doug,
          {
            ...doug,
            id: 1,
            name: 'DOUG ABRAHAM',
            lobbyistType: 'public',
            firm: null,
            firstYear: 2020,
            latestYear: 2020,
            clientCount: 1,
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Lobbyists' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Doug Abraham' })).toHaveAttribute(
      'href',
      '/lobby/lobbyist/5565',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'mayadam.net' })).toHaveAttribute('href', '/lobby/firm/8');
    expect(rows[0]).toHaveTextContent('Lawyer · Pierre, SD');
    expect(rows[0]).toHaveTextContent('16 clients · 2021–2025');
    expect(rows[1]).toHaveTextContent('Public agency lobbyist');
    expect(rows[1]).toHaveTextContent('1 client · 2020');
  });

  it('groups a lobbyist’s clients under each year, linking a resolved company and leaving the rest as text', () => {
    const detail = {
      years: [
        { year: 2024, count: 2 },
        { year: 2021, count: 1 },
      ],
    } as LobbyistDetail;
    inRouter(
      <ClientsByYear
        lobbyist={detail}
        clients={[
          client(1, 'Apple, Inc.', [2024], 42),
          client(2, 'South Dakota Bankers Association', [2024, 2021], null),
        ]}
      />,
    );
    const y2024 = screen.getByRole('region', { name: /^2024/ });
    expect(within(y2024).getByRole('link', { name: 'Apple, Inc.' })).toHaveAttribute('href', '/lobby/company/42');
    expect(within(y2024).getByText('South Dakota Bankers Association').closest('a')).toBeNull();
    const y2021 = screen.getByRole('region', { name: /^2021/ });
    expect(within(y2021).queryByText('Apple, Inc.')).toBeNull();
    expect(within(y2021).getByText('South Dakota Bankers Association')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2021 (1 client)' })).toBeInTheDocument();
  });

  it('lists firms with lobbyist and client counts', () => {
    const firm: FirmListItem = {
      id: 8,
      stateCode: 'SD',
      name: 'mayadam.net',
      lobbyistCount: 7,
      clientCount: 45,
      registrationCount: 120,
      firstYear: 2021,
      latestYear: 2025,
    };
    inRouter(<FirmsTable firms={[firm]} />);
    const row = within(screen.getByRole('list', { name: 'Firms' })).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'mayadam.net' })).toHaveAttribute('href', '/lobby/firm/8');
    expect(row).toHaveTextContent('South Dakota · 2021–2025');
    expect(row).toHaveTextContent('7 lobbyists · 45 clients');
  });

  it('marks a firm named by an e-mail domain as inferred, with the reason, and a named firm not', () => {
    const firm: FirmListItem = {
      id: 8,
      stateCode: 'SD',
      name: 'mayadam.net',
      lobbyistCount: 7,
      clientCount: 45,
      registrationCount: 120,
      firstYear: 2021,
      latestYear: 2025,
    };
    inRouter(<FirmsTable firms={[firm, { ...firm, id: 9, name: 'May, Adam, Gerdes & Thompson LLP' }]} />);
    const [inferred, named] = within(screen.getByRole('list', { name: 'Firms' })).getAllByRole('listitem');
    const tag = within(inferred!).getByText('inferred');
    expect(tag).toHaveAttribute('title', INFERRED_FIRM_REASON);
    expect(inferred).toHaveTextContent("South Dakota's registrations name no lobbying firm");
    expect(within(named!).queryByText('inferred')).toBeNull();
    expect(isInferredFirm('riterlaw.com')).toBe(true);
    expect(isInferredFirm('Riter Law Firm')).toBe(false);
  });

  it('labels an inferred firm on the lobbyists list', () => {
    inRouter(<LobbyistsTable lobbyists={[doug]} />);
    const row = within(screen.getByRole('list', { name: 'Lobbyists' })).getByRole('listitem');
    expect(within(row).getByText('inferred')).toHaveAttribute('title', INFERRED_FIRM_REASON);
  });

  it('names the states that have data when the chosen one has none, and offers each', () => {
    const onPick = vi.fn();
    render(<NoStateData stateCode="TX" statesWithData={['SD']} what="lobbyist registrations" onPick={onPick} />);
    expect(
      screen.getByText(
        'The data holds no lobbyist registrations for Texas; it has lobbyist registrations for South Dakota.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show South Dakota' }));
    expect(onPick).toHaveBeenCalledWith('SD');
  });

  it('shows testimony, or the reply’s message naming the sources with witness lists', () => {
    const coverage = [
      {
        stateCode: 'US',
        source: 'house-witnesses',
        sourceName: 'House committee meeting witness lists',
        witnesses: 1,
      },
    ];
    const empty: TestimonyListReply = {
      data: [],
      coverage,
      message:
        'No testimony of this lobbyist is recorded. Witness lists are loaded only for the U.S. Congress (House committee meeting witness lists).',
    };
    const { unmount } = inRouter(<TestimonyList reply={empty} />);
    expect(screen.getByText(/Witness lists are loaded only for the U\.S\. Congress/)).toBeInTheDocument();
    unmount();
    inRouter(
      <TestimonyList
        reply={{
          coverage,
          message: null,
          data: [
            {
              id: 1,
              stateCode: 'US',
              witnessName: 'James P. Cochrane',
              witnessTitle: 'Chief Information Officer and Executive Vice President',
              organization: 'U.S. Postal Service',
              position: null,
              testifiedOn: '2014-05-22',
              bill: null,
              event: null,
              company: { id: 3, name: 'U.S. Postal Service' },
              lobbyist: null,
              source: 'house-witnesses',
            },
          ],
        }}
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Testimony' })).getByRole('listitem');
    expect(item).toHaveTextContent('James P. Cochrane');
    expect(item).toHaveTextContent('U.S. Postal Service · May 22, 2014');
    expect(within(item).getByRole('link', { name: 'U.S. Postal Service' })).toHaveAttribute('href', '/lobby/company/3');
  });
});
