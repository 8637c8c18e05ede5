import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageFile, storageFolder, storageUsage } from '@/features/storage/testing-fixtures';
import { fakeApi, json, signedInRoutes } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const hearings = storageFolder({ id: 1, name: 'Hearings', fileCount: 1 });
const session = storageFolder({ id: 2, name: '2025 session', parentId: 1 });
const memo = storageFile({ id: '11111111-1111-4111-8111-111111111111', name: 'memo.pdf', folderId: 1 });
const notes = storageFile({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'notes.txt',
  folderId: 1,
  contentType: 'text/plain',
  previewable: false,
  sizeBytes: 120,
});

const baseRoutes = () => ({
  ...signedInRoutes(),
  'GET /api/user-storage/folders': { data: [session, hearings] },
  'GET /api/user-storage/usage': storageUsage,
});

/** An XMLHttpRequest stand-in: the test drives each upload's progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

describe('/storage', () => {
  it('opens a nested folder from its path, with breadcrumbs, the tree, its subfolders and files', async () => {
    const fetch = fakeApi({
      ...baseRoutes(),
      'GET /api/user-storage/files': { data: [memo, notes], total: 2, page: 1, limit: 50 },
    });
    renderRoute('/storage/Hearings');
    expect(await screen.findByRole('heading', { level: 1, name: 'File Storage' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'memo.pdf' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'All files' })).toHaveAttribute('href', '/storage');
    expect(within(breadcrumb).getByText('Hearings')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: '2025 session' })[0]).toHaveAttribute(
      'href',
      '/storage/Hearings/2025%20session',
    );
    expect(screen.getByText('1 folder, 2 files')).toBeInTheDocument();
    const filesCall = fetch.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/user-storage/files'));
    expect(new URL(filesCall ?? '').searchParams.get('folderId')).toBe('1');
  });

  it('says so when the path names no folder', async () => {
    fakeApi({ ...baseRoutes() });
    renderRoute('/storage/Nowhere');
    expect(await screen.findByText('Folder not found')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Files' });
    expect(within(region).getByRole('link', { name: 'All files' })).toHaveAttribute('href', '/storage');
  });

  it('searches names and contents from the URL, shows the matched words, and previews a PDF in the page', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...baseRoutes(),
      'GET /api/user-storage/files': { data: [], total: 0, page: 1, limit: 50 },
      'GET /api/user-storage/search': ({ url }: { url: URL }) => ({
        data:
          url.searchParams.get('q') === 'zanzibar'
            ? [{ ...memo, folderPath: [{ id: 1, name: 'Hearings' }], snippet: 'the <mark>zanzibar</mark> clause' }]
            : [],
        total: url.searchParams.get('q') === 'zanzibar' ? 1 : 0,
        page: 1,
        limit: 50,
      }),
    });
    const { router } = renderRoute('/storage');
    await user.type(await screen.findByRole('searchbox', { name: 'Search files' }), 'zanzibar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zanzibar'));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('zanzibar', { selector: 'mark' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Hearings' })).toHaveAttribute('href', '/storage/Hearings');
    await user.click(within(results).getByRole('button', { name: 'memo.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'memo.pdf' });
    expect(within(dialog).getByTitle('Preview of memo.pdf')).toHaveAttribute(
      'src',
      expect.stringContaining(`/api/user-storage/files/${memo.id}/preview`),
    );
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/api/user-storage/files/${memo.id}/download`),
    );
  });

  it('uploads dropped files with a progress bar each and shows the server’s reason for a refusal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeApi({ ...baseRoutes(), 'GET /api/user-storage/files': { data: [], total: 0, page: 1, limit: 50 } });
    renderRoute('/storage/Hearings');
    const zone = await screen.findByRole('region', { name: 'Files' });
    await screen.findByText('1 folder, 0 files');
    const files = [
      new File(['%PDF-1.7'], 'testimony.pdf', { type: 'application/pdf' }),
      new File(['x'.repeat(10)], 'huge.bin'),
    ];
    fireEvent.dragOver(zone, { dataTransfer: { files } });
    fireEvent.drop(zone, { dataTransfer: { files } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[0]?.body?.get('folderId')).toBe('1');
    expect((FakeXhr.sent[0]?.body?.get('files') as File | undefined)?.name).toBe('testimony.pdf');

    act(() => FakeXhr.sent[0]?.progress(0.5));
    const first = await screen.findByRole('progressbar', { name: 'Upload of testimony.pdf' });
    await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '50'));
    act(() => {
      FakeXhr.sent[0]?.answer(201, { data: [storageFile({ id: memo.id, name: 'testimony.pdf' })] });
      FakeXhr.sent[1]?.answer(413, { message: '"huge.bin" is larger than the 50 MB an upload may be.' });
    });
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('"huge.bin" is larger than the 50 MB an upload may be.');
    expect(screen.getByRole('progressbar', { name: 'Upload of testimony.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('moves a file to another folder and deletes one to the trash', async () => {
    const user = userEvent.setup();
    const calls: { method: string; path: string; body: unknown }[] = [];
    fakeApi({
      ...baseRoutes(),
      'GET /api/user-storage/files': { data: [memo], total: 1, page: 1, limit: 50 },
      [`PATCH /api/user-storage/files/${memo.id}/move`]: ({ body }: { body: unknown }) => {
        calls.push({ method: 'PATCH', path: 'move', body });
        return { ...memo, folderId: 2 };
      },
      [`DELETE /api/user-storage/files/${memo.id}`]: () => {
        calls.push({ method: 'DELETE', path: 'file', body: null });
        return { folders: 0, files: 1, purgeAt: '2026-04-02T10:00:00.000Z' };
      },
    });
    renderRoute('/storage/Hearings');
    await user.click(await screen.findByRole('button', { name: 'Actions for memo.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “memo.pdf”' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Folder' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', path: 'move', body: { folderId: 2 } }));
    await user.click(await screen.findByRole('button', { name: 'Actions for memo.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toContain('DELETE'));
    expect((await screen.findAllByText('Moved to the trash'))[0]).toBeInTheDocument();
  });

  it('lists the trash and restores an item', async () => {
    const user = userEvent.setup();
    let restored = false;
    fakeApi({
      ...baseRoutes(),
      'GET /api/user-storage/trash': () => ({
        folders: [],
        files: restored
          ? []
          : [{ ...notes, deletedAt: '2026-03-04T10:00:00.000Z', purgeAt: '2026-04-03T10:00:00.000Z' }],
        sizeBytes: restored ? 0 : 120,
      }),
      [`POST /api/user-storage/files/${notes.id}/restore`]: () => {
        restored = true;
        return notes;
      },
    });
    renderRoute('/storage?trash=1');
    const list = await screen.findByRole('list', { name: 'Deleted items' });
    expect(within(list).getByText(/removed for good on Apr 3, 2026/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Restore notes.txt' }));
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
  });

  it('shows the server’s reason when the files cannot be loaded', async () => {
    fakeApi({
      ...baseRoutes(),
      'GET /api/user-storage/files': () => json({ message: 'limit can be at most 100' }, 400),
    });
    renderRoute('/storage');
    expect(await screen.findByText('The files could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('limit can be at most 100')).toBeInTheDocument();
  });
});
