import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { storageFile } from '../testing-fixtures';
import { SupportingDocumentsCard } from './supporting-documents-card';

afterEach(() => vi.unstubAllGlobals());

const BILL = 'TX-892-HB-1';
const note = storageFile({ id: '33333333-3333-4333-8333-333333333333', name: 'fiscal-note.pdf' });

describe('SupportingDocumentsCard', () => {
  it('lists the bill’s documents, uploads a new one and attaches a stored file', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    let documents = [
      {
        id: 1,
        billId: BILL,
        title: 'Fiscal note',
        file: note,
        addedBy: { id: 1, name: 'Dana Demo' },
        createdAt: '2026-03-03T10:00:00.000Z',
      },
    ];
    const fetch = fakeApi({
      [`GET /api/bills/${BILL}/supporting-documents`]: () => ({ data: documents }),
      [`POST /api/bills/${BILL}/supporting-documents`]: ({ body }: { body: unknown }) => {
        posted.push(body ?? 'multipart');
        const added = { ...documents[0]!, id: documents.length + 1, title: 'testimony.txt' };
        documents = [added, ...documents];
        return added;
      },
      'GET /api/user-storage/search': {
        data: [{ ...note, folderPath: [], snippet: null }],
        total: 1,
        page: 1,
        limit: 20,
      },
    });
    renderWithRouter(<SupportingDocumentsCard billId={BILL} />);
    const list = await screen.findByRole('list', { name: 'Supporting documents' });
    expect(within(list).getByRole('link', { name: 'Fiscal note' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/api/user-storage/files/${note.id}/download`),
    );

    await user.upload(
      screen.getByLabelText('Choose a document to upload'),
      new File(['Written testimony'], 'testimony.txt', { type: 'text/plain' }),
    );
    await waitFor(() => expect(posted).toEqual(['multipart']));
    const form = fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
    expect((form.get('document') as File).name).toBe('testimony.txt');
    expect(await within(list).findByRole('link', { name: 'testimony.txt' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Attach a stored file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a stored file' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search stored files' }), 'fiscal');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Attach fiscal-note.pdf' }));
    await waitFor(() => expect(posted[1]).toEqual({ fileId: note.id }));
  });
});
