import { configure, screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { GuestSharedTags } from './guest-shared-tags';

configure({ asyncUtilTimeout: 5000 });

describe('GuestSharedTags', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each shared tag with its bills', async () => {
    fakeApi({
      'GET /api/guest/shared-tags': {
        items: [
          {
            id: 1,
            name: 'Energy clients',
            color: '#ff0000',
            bills: [
              {
                id: 'TX-892-HB-1',
                identifier: 'HB 1',
                title: 'Relating to energy',
                stateCode: 'TX',
                status: 1,
                lastActionDate: null,
                lastActionText: null,
              },
            ],
          },
        ],
      },
    });
    renderWithRouter(<GuestSharedTags />);
    expect(await screen.findByRole('heading', { name: 'Energy clients' })).toBeInTheDocument();
    expect(screen.getByText('Relating to energy')).toBeInTheDocument();
  });

  it('says why nothing shows when no tag is shared', async () => {
    fakeApi({ 'GET /api/guest/shared-tags': { items: [] } });
    renderWithRouter(<GuestSharedTags />);
    expect(await screen.findByText('No tags are shared with you')).toBeInTheDocument();
  });
});
