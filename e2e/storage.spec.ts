import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { demoSession, openSignedIn } from './demo-session';

const SHOTS = '/tmp/shots-18';
const BILL = 'TX-892-HB-1';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/storage-${name}.png`, fullPage: true });

/** A small real PDF (Helvetica text, one line per entry), written by hand so the journey needs no PDF library. */
function makePdf(lines: string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 12 Tf 16 TL 72 720 Td ${lines.map((line) => `(${escapePdf(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Drops files on an element the way a person dragging them from the desktop does. */
async function dropFiles(page: Page, selector: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const payload = files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') }));
  const transfer = await page.evaluateHandle((items) => {
    const data = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return data;
  }, payload);
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer });
}

// Signed in once for the run (demo-session.setup.ts): this journey is not about the login form.
test.use({ storageState: demoSession });

test.describe('file storage', () => {
  test('create a folder, upload two files with progress, find one by a word inside, preview, move, delete and restore it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, '/storage');
    await expect(page.getByRole('heading', { level: 1, name: 'File Storage' })).toBeVisible();

    // A real bill's title goes inside the PDF, with a word found nowhere else.
    const bill = await (await page.request.get(`/api/bills/${BILL}`)).json();
    const word = `quillwort${Date.now().toString(36)}`;
    const folderName = `Hearing packets ${Date.now().toString(36)}`;

    // Create a folder and open it.
    await page.getByRole('button', { name: 'New folder' }).click();
    const newFolder = page.getByRole('dialog', { name: 'New folder' });
    await newFolder.getByLabel('Folder name').fill(folderName);
    await newFolder.getByRole('button', { name: 'Create folder' }).click();
    await expect(newFolder).toBeHidden();
    await page.getByRole('region', { name: 'Files' }).getByRole('link', { name: folderName }).click();
    await expect(page).toHaveURL(new RegExp(`/storage/${encodeURIComponent(folderName)}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(folderName)).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Drop two files; uploads are slowed down so each bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    const padding = Array.from({ length: 400 }, (_, index) => `Exhibit line ${index + 1} of the committee packet.`);
    const pdf = makePdf([`Testimony on ${bill.identifier}: ${bill.title}`, `Keyword ${word}.`, ...padding]);
    const pdfName = `testimony ${bill.identifier}.pdf`;
    await dropFiles(page, 'section[aria-label="Files"]', [
      { name: pdfName, type: 'application/pdf', bytes: pdf },
      { name: 'seal.png', type: 'image/png', bytes: PNG },
    ]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    const pdfBar = uploads.getByRole('progressbar', { name: `Upload of ${pdfName}` });
    await expect(pdfBar).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: 'Upload of seal.png' })).toBeVisible();
    await expect
      .poll(async () => Number(await pdfBar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await shot(page, 'uploading-1280');
    await expect(uploads.getByText('Uploaded')).toHaveCount(2, { timeout: 60_000 });
    await expect(pdfBar).toHaveAttribute('aria-valuenow', '100');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files.getByRole('button', { name: pdfName, exact: true })).toBeVisible();
    await expect(files.getByRole('button', { name: 'seal.png', exact: true })).toBeVisible();
    await shot(page, 'folder-1280');

    // Grid view, from the URL.
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page).toHaveURL(/layout=grid/);
    await expect(page.getByRole('list', { name: 'Files' }).getByText('seal.png')).toBeVisible();
    await shot(page, 'grid-1280');
    await page.getByRole('button', { name: 'List' }).click();

    // Search by the word inside the PDF.
    await page.getByRole('searchbox', { name: 'Search files' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.locator('mark', { hasText: word })).toBeVisible();
    await expect(results.getByRole('button', { name: pdfName, exact: true })).toBeVisible();
    await shot(page, 'search-1280');

    // Preview it in the page: the PDF is served inline.
    const previewResponse = page.waitForResponse((response) => response.url().includes('/preview'));
    await results.getByRole('button', { name: pdfName, exact: true }).click();
    const preview = page.getByRole('dialog', { name: pdfName });
    await expect(preview.getByTitle(`Preview of ${pdfName}`)).toBeVisible();
    const served = await previewResponse;
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toMatch(/^inline; /);
    await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\/download/);
    await shot(page, 'preview-1280');
    // The PDF viewer holds the keyboard focus; the dialog's Close button closes it.
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // Move it to the top level.
    await results.getByRole('button', { name: `Actions for ${pdfName}` }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: `Move “${pdfName}”` });
    await move.getByLabel('Folder').selectOption({ label: 'All files (top level)' });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'All files' }).click();
    await expect(page).toHaveURL(/\/storage$/);
    await expect(files.getByRole('button', { name: pdfName, exact: true })).toBeVisible();

    // Delete it: it leaves the list for the trash, and comes back from there.
    await files.getByRole('button', { name: `Actions for ${pdfName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(files.getByRole('button', { name: pdfName, exact: true })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'Trash' }).click();
    const trash = page.getByRole('list', { name: 'Deleted items' });
    await expect(trash.getByText(pdfName)).toBeVisible();
    await expect(trash.getByText(/removed for good on/).first()).toBeVisible();
    await shot(page, 'trash-1280');
    await trash.getByRole('button', { name: `Restore ${pdfName}` }).click();
    await expect(trash.getByText(pdfName)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Folders' }).getByRole('link', { name: 'All files' }).click();
    await expect(files.getByRole('button', { name: pdfName, exact: true })).toBeVisible();

    // The phone layout: the folder tree sits behind the Filters button.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/storage/${encodeURIComponent(folderName)}`);
    await expect(page.getByRole('region', { name: 'Files' }).getByText('seal.png')).toBeVisible();
    await shot(page, 'folder-375');
    await page.goto('/storage?trash=1');
    await expect(page.getByText('The trash is empty')).toBeVisible();
    await shot(page, 'trash-375');
  });

  test('the bill page lists its supporting documents and attaches a stored file', async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, `/bills/${BILL}?tab=team`);
    const card = page
      .getByText('Supporting documents', { exact: true })
      .locator('xpath=ancestor::*[@data-slot="card"][1]');
    await expect(card.getByText(/No documents yet|Supporting documents/).first()).toBeVisible();

    const name = `fiscal note ${Date.now().toString(36)}.txt`;
    await card.getByLabel('Choose a document to upload').setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from('Fiscal note: no significant fiscal implication to the State is anticipated.'),
    });
    await expect(card.getByRole('link', { name })).toBeVisible();
    await shot(page, 'bill-documents-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(card.getByRole('link', { name })).toBeVisible();
    await shot(page, 'bill-documents-375');
  });
});
