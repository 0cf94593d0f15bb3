import type { PDFFont, PDFPage } from 'pdf-lib';

export interface SheetSection {
  heading: string;
  rows: [label: string, value: string][];
}

export interface Sheet {
  title: string;
  subtitle: string;
  /** Paragraphs of running text between the subtitle and the sections (a letter's body). */
  paragraphs?: string[];
  sections: SheetSection[];
  footnote: string;
  /** Printed at the top of every page (the worksheet's "not for signature"). */
  banner?: string;
}

const PAGE = { width: 612, height: 792, margin: 54 };

/**
 * The standard PDF fonts encode Windows-1252 only (œ, Œ, Ÿ and € included); any other character is
 * replaced rather than failing the sheet.
 */
function encodableBy(font: PDFFont): (text: string) => string {
  let drawable = drawableBy.get(font);
  if (!drawable) drawableBy.set(font, (drawable = new Set(font.getCharacterSet())));
  const known = drawable;
  return (text) => Array.from(text, (character) => (known.has(character.codePointAt(0)!) ? character : '?')).join('');
}
const drawableBy = new WeakMap<PDFFont, Set<number>>();

/** Splits text into lines no wider than `width` at the given font and size, breaking at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n').map(encodableBy(font))) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Renders a data sheet: a title, labelled rows grouped in sections, and a footnote. pdf-lib and its fonts are
 * loaded with the first sheet, not at the cold start of the functions that make sheets on a few routes.
 */
export async function renderSheet(sheet: Sheet): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(sheet.title);
  pdf.setProducer('TaxBack');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, x: number, font: PDFFont, size: number, color = rgb(0.06, 0.12, 0.24)) =>
    page.drawText(encodableBy(font)(text), { x, y, font, size, color, maxWidth: PAGE.width - x - PAGE.margin });
  const advance = (by: number) => {
    y -= by;
    if (y < PAGE.margin + 40) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const rule = (target: PDFPage) =>
    target.drawLine({
      start: { x: PAGE.margin, y: y + 6 },
      end: { x: PAGE.width - PAGE.margin, y: y + 6 },
      thickness: 0.5,
      color: rgb(0.75, 0.78, 0.84),
    });

  write(sheet.title, PAGE.margin, bold, 18);
  advance(22);
  write(sheet.subtitle, PAGE.margin, regular, 10, rgb(0.35, 0.4, 0.5));
  advance(28);
  for (const paragraph of sheet.paragraphs ?? []) {
    for (const line of wrap(paragraph, regular, 10, PAGE.width - 2 * PAGE.margin)) {
      write(line, PAGE.margin, regular, 10);
      advance(14);
    }
    advance(10);
  }
  for (const section of sheet.sections) {
    write(section.heading, PAGE.margin, bold, 12);
    advance(8);
    rule(page);
    advance(12);
    for (const [label, value] of section.rows) {
      write(label, PAGE.margin, regular, 10, rgb(0.35, 0.4, 0.5));
      const lines = wrap(value || '-', regular, 10, PAGE.width - 2 * PAGE.margin - 210);
      lines.forEach((line, index) => {
        if (index > 0) advance(13);
        write(line, PAGE.margin + 210, regular, 10);
      });
      advance(16);
    }
    advance(12);
  }
  write(sheet.footnote, PAGE.margin, regular, 8, rgb(0.35, 0.4, 0.5));
  if (sheet.banner) {
    const banner = encodableBy(bold)(sheet.banner);
    const size = 9;
    const x = (PAGE.width - bold.widthOfTextAtSize(banner, size)) / 2;
    for (const each of pdf.getPages()) {
      each.drawText(banner, { x, y: PAGE.height - PAGE.margin / 2, font: bold, size, color: rgb(0.7, 0.1, 0.1) });
    }
  }
  return pdf.save();
}
