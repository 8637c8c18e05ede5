import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { StructuredDocument } from './document';
import { cellText, fileStem } from './document-text';
import { imageSize } from './image-size';
import { documentFileName, renderDocument } from './render-document';
import { pdfSafe } from './render-pdf';

/** A solid-colour PNG built by hand (the logo in the fixtures). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const states = ['Texas', 'Texas', 'Texas', 'New York', 'New York'];

function fixture(rowCount = 5): StructuredDocument {
  return {
    title: 'Bill report — Water policy',
    subtitle: 'Tracked bills tagged Water, grouped by state',
    generatedAt: new Date('2026-03-04T14:05:00Z'),
    orientation: 'landscape',
    coverFacts: [
      { label: 'Bills', value: String(rowCount) },
      { label: 'Prepared for', value: 'Leadership' },
    ],
    branding: {
      organizationName: 'Acme Advocacy',
      logo: { bytes: solidPng(40, 20, [30, 58, 138]), contentType: 'image/png' },
      primaryColor: '#0f766e',
      accentColor: '#f59e0b',
      footerText: 'Confidential — prepared for Acme clients',
    },
    sections: [
      {
        heading: 'Summary',
        blocks: [
          { kind: 'paragraph', text: 'Five bills moved this week; two have hearings.', citations: ['tx-hb1'] },
          { kind: 'bullets', items: ['HB 1 passed the House', { text: 'S 12 was referred', citations: ['ny-s12'] }] },
          { kind: 'facts', items: [{ label: 'Period', value: '2026-02-25 to 2026-03-04' }] },
        ],
      },
      {
        heading: 'Bills',
        blocks: [
          {
            kind: 'table',
            caption: 'Bills by state',
            groupBy: 'state',
            columns: [
              { key: 'state', header: 'State' },
              { key: 'bill', header: 'Bill', type: 'link', width: 1.2 },
              { key: 'title', header: 'Title' },
              { key: 'actions', header: 'Actions', type: 'integer' },
              { key: 'share', header: 'Yes share', type: 'percent' },
              { key: 'latest', header: 'Latest action', type: 'date' },
            ],
            rows: Array.from({ length: rowCount }, (_, index) => ({
              state: rowCount === 5 ? states[index] : index < rowCount / 2 ? 'Texas' : 'New York',
              bill: { text: `HB ${index + 1}`, url: `https://example.test/bills/${index + 1}` },
              title:
                index === 0
                  ? '=SUM(A1) relating to the regulation of groundwater conservation districts'
                  : `Relating to water rights and the management of reservoir number ${index + 1} in the state`,
              actions: 1000 + index,
              share: 0.25,
              latest: `2026-03-0${(index % 4) + 1}`,
            })),
          },
          {
            kind: 'table',
            caption: 'Empty table',
            columns: [{ key: 'a', header: 'A' }],
            rows: [],
            emptyText: 'No votes.',
          },
        ],
      },
    ],
    citations: [
      { id: 'tx-hb1', text: 'Texas Legislature Online, HB 1', url: 'https://capitol.texas.gov/' },
      { id: 'ny-s12', text: 'NY Senate, S 12' },
      { id: 'unused', text: 'Never cited' },
    ],
  };
}

/** DOCUMENT_DUMP_DIR=/tmp/x keeps the rendered files to look at (pdftoppm -png -r 60). */
function keep(name: string, body: Buffer) {
  const folder = process.env.DOCUMENT_DUMP_DIR;
  if (folder) writeFileSync(path.join(folder, name), body);
}

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { pages: text as string[], totalPages };
}

describe('renderDocument', () => {
  it('renders a PDF with a cover, grouped table, page numbers and the cited sources', async () => {
    const { body, contentType } = await renderDocument(fixture(), 'pdf');
    keep('fixture.pdf', body);
    expect(contentType).toBe('application/pdf');
    const { pages, totalPages } = await pdfText(body);
    expect(totalPages).toBe(3);
    expect(pages[0]).toContain('Bill report — Water policy');
    expect(pages[0]).toContain('Acme Advocacy');
    expect(pages[0]).toContain('PREPARED FOR');
    expect(pages[0]).toContain('Leadership');
    expect(pages[0]).toContain('2026-03-04 14:05 UTC');
    expect(pages[0]).toContain('Page 1 of 3');
    const content = pages.slice(1).join('\n');
    expect(content).toContain('Texas (3)');
    expect(content).toContain('New York (2)');
    expect(content).toContain('HB 5');
    expect(content).toContain('1,004');
    expect(content).toContain('25%');
    expect(content).toContain('Five bills moved this week; two have hearings. [1]');
    expect(content).toContain('S 12 was referred [2]');
    expect(content).toContain('[1] Texas Legislature Online, HB 1');
    expect(content).not.toContain('Never cited');
    expect(content).toContain('No votes.');
    expect(content).toContain('Confidential — prepared for Acme clients');
    expect(content).toContain('Page 2 of 3');
    expect(pages[2]).toMatch(/^Sources/);
  });

  it('breaks a long table across pages and repeats its header on each', async () => {
    const { body } = await renderDocument(fixture(120), 'pdf');
    keep('fixture-long.pdf', body);
    const { pages, totalPages } = await pdfText(body);
    expect(totalPages).toBeGreaterThan(3);
    const withRows = pages.slice(1).filter((page) => page.includes('Relating to'));
    expect(withRows.length).toBeGreaterThan(2);
    for (const page of withRows) expect(page).toContain('Latest action');
    expect(pages.filter((page) => page.includes('New York (continued)')).length).toBeGreaterThan(0);
    expect(pages.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`);
    const all = pages.join('\n');
    for (let index = 1; index <= 120; index += 1) expect(all).toContain(`HB ${index} `);
  });

  it('writes typed, filterable XLSX sheets and an About sheet', async () => {
    const { body } = await renderDocument(fixture(), 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Bills by state', 'Empty table', 'About']);
    const sheet = workbook.getWorksheet('Bills by state')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'State',
      'Bill',
      'Title',
      'Actions',
      'Yes share',
      'Latest action',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Texas');
    expect(row.getCell(2).value).toEqual({ text: 'HB 1', hyperlink: 'https://example.test/bills/1' });
    expect(row.getCell(3).value).toBe("'=SUM(A1) relating to the regulation of groundwater conservation districts");
    expect(row.getCell(4).value).toBe(1000);
    expect(row.getCell(5).value).toBe(0.25);
    expect(row.getCell(5).numFmt).toBe('0.0%');
    expect(row.getCell(6).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(sheet.rowCount).toBe(6);
    const about = workbook.getWorksheet('About')!;
    expect(about.getCell('A1').value).toBe('Bill report — Water policy');
    expect(about.getColumn(1).values).toContain('Prepared for');
  });

  it('writes CSV with every table under its caption, formulas neutralised', async () => {
    const { body } = await renderDocument(fixture(), 'csv');
    const text = body.toString('utf8');
    expect(text.startsWith('\uFEFFBills by state\r\nState,Bill,Title,Actions,Yes share,Latest action\r\n')).toBe(true);
    expect(text).toContain("Texas,HB 1,'=SUM(A1) relating");
    expect(text).toContain(',1000,25%,2026-03-01');
    expect(text).toContain('\r\n\r\nEmpty table\r\nA\r\n');
  });

  it('writes DOCX with the cover, tables, header and page-number fields', async () => {
    const { body } = await renderDocument(fixture(), 'docx');
    keep('fixture.docx', body);
    const zip = await JSZip.loadAsync(body);
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain('Bill report — Water policy');
    expect(text).toContain('Texas (3)');
    expect(text).toContain('1,004');
    expect(text).toContain('[1] Texas Legislature Online, HB 1');
    expect(xml).toContain('w:tblHeader');
    expect(xml).toContain('0F766E');
    expect(Object.keys(zip.files).some((name) => name.startsWith('word/media/'))).toBe(true);
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /word\/footer\d+\.xml/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(footers.join('')).toContain('NUMPAGES');
    expect(footers.join('')).toContain('Confidential');
  });

  it('writes Markdown with pipe tables per group and footnotes', async () => {
    const { body } = await renderDocument(fixture(), 'md');
    const text = body.toString('utf8');
    expect(text).toContain('# Bill report — Water policy');
    expect(text).toContain('#### Texas');
    expect(text).toContain('| Bill | Title | Actions | Yes share | Latest action |');
    expect(text).toContain('| [HB 1](https://example.test/bills/1) |');
    expect(text).toContain('two have hearings.[^1]');
    expect(text).toContain('[^2]: NY Senate, S 12');
    expect(text).toContain('_No votes._');
  });

  it('keeps summary tables on pages only and drops a caption that repeats its section heading', async () => {
    const document = fixture();
    document.sections.unshift({
      heading: 'Totals',
      blocks: [
        {
          kind: 'table',
          caption: 'Totals',
          pagesOnly: true,
          columns: [{ key: 'state', header: 'State' }],
          rows: [{ state: 'Nebraska' }],
        },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderDocument(document, 'xlsx')).body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).not.toContain('Totals');
    expect((await renderDocument(document, 'csv')).body.toString()).not.toContain('Nebraska');
    const markdown = (await renderDocument(document, 'md')).body.toString();
    expect(markdown).toContain('## Totals');
    expect(markdown).not.toContain('**Totals**');
    expect(markdown).toContain('| Nebraska |');
  });

  it('names files from the title and date', () => {
    expect(documentFileName(fixture(), 'pdf')).toBe('bill-report-water-policy-2026-03-04.pdf');
    expect(fileStem('!!!')).toBe('document');
  });
});

describe('document helpers', () => {
  it('keeps Windows-1252 text for PDF and replaces what the standard fonts cannot draw', () => {
    expect(pdfSafe('Café — “quoted” § 5 … ≥ 中')).toBe('Café — “quoted” § 5 … ? ?');
    expect(pdfSafe('Łódź')).toBe('?ódz');
  });

  it('formats typed cells for pages', () => {
    expect(cellText(0.125, 'percent')).toBe('12.5%');
    expect(cellText(12345.678, 'number')).toBe('12,345.68');
    expect(cellText(true)).toBe('Yes');
    expect(cellText(null)).toBe('');
    expect(cellText('2026-03-04T14:05:00Z', 'datetime')).toBe('2026-03-04 14:05 UTC');
  });

  it('reads PNG sizes', () => {
    expect(imageSize(solidPng(40, 20, [0, 0, 0]), 'png')).toEqual({ width: 40, height: 20 });
  });
});
