import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, StructuredDocument, TableBlock, TableColumn } from './document';
import {
  bulletText,
  citationMarks,
  citedSources,
  formatDateTime,
  isLinkCell,
  numberCitations,
  pageSections,
  type ResolvedBrand,
  resolveBrand,
  tablePieces,
  tint,
  visibleColumns,
} from './document-text';
import { fitInto, imageSize } from './image-size';

const hex = (color: string) => color.slice(1).toUpperCase();
const font = 'Calibri';
const noBorders = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

const isNumeric = (column: TableColumn) =>
  column.type === 'integer' || column.type === 'number' || column.type === 'percent';
const columnWeight = (column: TableColumn) =>
  column.width ??
  { text: 3, link: 2.5, date: 1.3, datetime: 1.9, integer: 1, number: 1.1, percent: 1 }[column.type ?? 'text'];

function logoRun(brand: ResolvedBrand): ImageRun | null {
  if (!brand.logo) return null;
  const size = imageSize(brand.logo.bytes, brand.logo.kind) ?? { width: 180, height: 64 };
  return new ImageRun({
    type: brand.logo.kind === 'png' ? 'png' : 'jpg',
    data: brand.logo.bytes,
    transformation: fitInto(size, { width: 180, height: 64 }),
  });
}

function cover(document: StructuredDocument, brand: ResolvedBrand): (Paragraph | Table)[] {
  const logo = logoRun(brand);
  const out: (Paragraph | Table)[] = [];
  if (logo || brand.organizationName) {
    out.push(
      new Paragraph({
        children: [
          ...(logo ? [logo, new TextRun({ text: '   ' })] : []),
          new TextRun({ text: brand.organizationName, bold: true, size: 24, color: hex(brand.primaryColor), font }),
        ],
        spacing: { after: 1200 },
      }),
    );
  }
  out.push(
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: { ...noBorders, insideHorizontal: noBorders.top, insideVertical: noBorders.top },
      rows: [
        new TableRow({
          children: [
            new TableCell({
              shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(brand.primaryColor) },
              margins: { top: 500, bottom: 500, left: 400, right: 400 },
              borders: { ...noBorders, bottom: { style: BorderStyle.SINGLE, size: 36, color: hex(brand.accentColor) } },
              children: [
                new Paragraph({
                  children: [new TextRun({ text: document.title, bold: true, size: 52, color: 'FFFFFF', font })],
                }),
                ...(document.subtitle
                  ? [
                      new Paragraph({
                        spacing: { before: 200 },
                        children: [new TextRun({ text: document.subtitle, size: 26, color: 'FFFFFF', font })],
                      }),
                    ]
                  : []),
              ],
            }),
          ],
        }),
      ],
    }),
  );
  const facts = [...(document.coverFacts ?? []), { label: 'Generated', value: formatDateTime(document.generatedAt) }];
  out.push(new Paragraph({ spacing: { after: 400 }, children: [] }));
  out.push(
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      columnWidths: [2600, 6800],
      borders: {
        ...noBorders,
        insideVertical: noBorders.top,
        insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' },
      },
      rows: facts.map(
        (fact) =>
          new TableRow({
            children: [
              new TableCell({
                margins: { top: 80, bottom: 80 },
                children: [
                  new Paragraph({
                    children: [
                      new TextRun({ text: fact.label.toUpperCase(), bold: true, size: 17, color: '6B7280', font }),
                    ],
                  }),
                ],
              }),
              new TableCell({
                margins: { top: 80, bottom: 80 },
                children: [new Paragraph({ children: [new TextRun({ text: fact.value, size: 22, font })] })],
              }),
            ],
          }),
      ),
    }),
  );
  return out;
}

function table(block: TableBlock, brand: ResolvedBrand): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  if (block.caption) {
    out.push(
      new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun({ text: block.caption, font })] }),
    );
  }
  const columns = visibleColumns(block);
  if (block.rows.length === 0 || columns.length === 0) {
    out.push(
      new Paragraph({ children: [new TextRun({ text: block.emptyText ?? 'Nothing to show.', italics: true, font })] }),
    );
    return out;
  }
  const weights = columns.map(columnWeight);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cellMargins = { top: 40, bottom: 40, left: 80, right: 80 };
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map(
      (column, index) =>
        new TableCell({
          width: { size: Math.round((weights[index]! / total) * 100), type: WidthType.PERCENTAGE },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(brand.primaryColor) },
          margins: cellMargins,
          children: [
            new Paragraph({
              alignment: isNumeric(column) ? AlignmentType.RIGHT : AlignmentType.LEFT,
              children: [new TextRun({ text: column.header, bold: true, color: 'FFFFFF', size: 18, font })],
            }),
          ],
        }),
    ),
  });
  const rows: TableRow[] = [header];
  let stripe = false;
  let rowIndex = 0;
  for (const piece of tablePieces(block)) {
    if (piece.kind === 'group') {
      stripe = false;
      rows.push(
        new TableRow({
          cantSplit: true,
          children: [
            new TableCell({
              columnSpan: columns.length,
              shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(tint(brand.accentColor, 0.16)) },
              margins: cellMargins,
              children: [
                new Paragraph({
                  keepNext: true,
                  children: [
                    new TextRun({
                      text: `${piece.label} (${piece.count})`,
                      bold: true,
                      size: 18,
                      color: hex(brand.primaryColor),
                      font,
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      );
      continue;
    }
    const source = block.rows[rowIndex]!;
    rowIndex += 1;
    const fill = stripe ? 'F3F4F6' : 'FFFFFF';
    stripe = !stripe;
    rows.push(
      new TableRow({
        cantSplit: true,
        children: columns.map((column, index) => {
          const value = source[column.key];
          const run = new TextRun({ text: piece.cells[index]!, size: 17, font });
          const child = isLinkCell(value)
            ? new ExternalHyperlink({
                link: value.url,
                children: [new TextRun({ text: value.text, size: 17, font, style: 'Hyperlink' })],
              })
            : run;
          return new TableCell({
            shading: { type: ShadingType.CLEAR, color: 'auto', fill },
            margins: cellMargins,
            children: [
              new Paragraph({
                alignment: isNumeric(column) ? AlignmentType.RIGHT : AlignmentType.LEFT,
                children: [child],
              }),
            ],
          });
        }),
      }),
    );
  }
  out.push(
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: {
        top: { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' },
        bottom: { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' },
        left: noBorders.left,
        right: noBorders.right,
        insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' },
        insideVertical: noBorders.left,
      },
      rows,
    }),
  );
  out.push(new Paragraph({ children: [] }));
  return out;
}

function block(value: Block, brand: ResolvedBrand, numbers: Map<string, number>): (Paragraph | Table)[] {
  switch (value.kind) {
    case 'heading':
      return [
        new Paragraph({
          heading: value.level === 3 ? HeadingLevel.HEADING_3 : HeadingLevel.HEADING_2,
          children: [new TextRun({ text: value.text, font })],
        }),
      ];
    case 'paragraph': {
      const marks = citationMarks(value.citations, numbers);
      return [
        new Paragraph({
          spacing: { after: 120 },
          children: [
            new TextRun({ text: value.text, size: 21, font }),
            ...(marks ? [new TextRun({ text: ` ${marks}`, size: 16, superScript: true, font })] : []),
          ],
        }),
      ];
    }
    case 'bullets':
      return value.items.map((item) => {
        const { text, citations } = bulletText(item);
        const marks = citationMarks(citations, numbers);
        return new Paragraph({
          bullet: { level: 0 },
          children: [
            new TextRun({ text, size: 21, font }),
            ...(marks ? [new TextRun({ text: ` ${marks}`, size: 16, superScript: true, font })] : []),
          ],
        });
      });
    case 'facts':
      return value.items.map(
        (fact) =>
          new Paragraph({
            tabStops: [{ type: TabStopType.LEFT, position: 2800 }],
            children: [
              new TextRun({ text: fact.label, bold: true, size: 19, color: '6B7280', font }),
              new TextRun({ text: `\t${fact.value}`, size: 21, font }),
            ],
          }),
      );
    case 'table':
      return table(value, brand);
  }
}

/** A Word document: a cover, then the sections under a running header, with "Page n of N" in the footer. */
export async function renderDocx(document: StructuredDocument): Promise<Buffer> {
  const brand = resolveBrand(document.branding);
  const numbers = numberCitations(document);
  const body: (Paragraph | Table)[] = [];
  for (const section of pageSections(document)) {
    if (section.heading) {
      body.push(
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [new TextRun({ text: section.heading, font })],
        }),
      );
    }
    for (const item of section.blocks) body.push(...block(item, brand, numbers));
  }
  const sources = citedSources(document, numbers);
  if (sources.length > 0) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: 'Sources', font })] }));
    for (const source of sources) {
      body.push(
        new Paragraph({
          children: [
            new TextRun({ text: `[${source.number}] ${source.text}`, size: 18, font }),
            ...(source.url
              ? [
                  new TextRun({ text: ' — ', size: 18, font }),
                  new ExternalHyperlink({
                    link: source.url,
                    children: [new TextRun({ text: source.url, size: 18, style: 'Hyperlink', font })],
                  }),
                ]
              : []),
          ],
        }),
      );
    }
  }
  const page = {
    size: {
      width: 12240,
      height: 15840,
      orientation: document.orientation === 'landscape' ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
    },
    margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 },
  };
  const footer = new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB', space: 4 } },
        children: [
          new TextRun({ text: brand.footerText, size: 16, color: '6B7280', font }),
          new TextRun({
            children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            size: 16,
            color: '6B7280',
            font,
          }),
        ],
      }),
    ],
  });
  const header = new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
        border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: hex(brand.accentColor), space: 4 } },
        children: [
          new TextRun({
            text: brand.organizationName || 'Statehouse',
            bold: true,
            size: 16,
            color: hex(brand.primaryColor),
            font,
          }),
          new TextRun({ text: `\t${document.title}`, size: 16, color: '6B7280', font }),
        ],
      }),
    ],
  });
  const doc = new Document({
    creator: brand.organizationName || 'Statehouse',
    title: document.title,
    description: document.subtitle ?? '',
    styles: {
      paragraphStyles: [
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 32, bold: true, color: hex(brand.primaryColor), font },
          paragraph: { spacing: { before: 360, after: 160 }, keepNext: true },
        },
        {
          id: 'Heading2',
          name: 'Heading 2',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 26, bold: true, color: hex(brand.primaryColor), font },
          paragraph: { spacing: { before: 240, after: 120 }, keepNext: true },
        },
        {
          id: 'Heading3',
          name: 'Heading 3',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 22, bold: true, color: '1F2937', font },
          paragraph: { spacing: { before: 200, after: 100 }, keepNext: true },
        },
      ],
    },
    sections: [
      { properties: { page }, footers: { default: footer }, children: cover(document, brand) },
      { properties: { page }, headers: { default: header }, footers: { default: footer }, children: body },
    ],
  });
  return Packer.toBuffer(doc);
}
