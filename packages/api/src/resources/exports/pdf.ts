import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { ExportColumn, ExportRecord } from './columns';
import { cjkFont, isCjk, latinFonts } from './fonts';
import { formatter, pulledStream, type Formatter } from './format';
import { drawText, useCharacterLayout } from './layout';
import type { ExportJob } from './job';

/**
 * Issue 18: the PDF of a table through pdfkit, landscape A4 in the brand's look (LOOK.md:
 * serif titles, sans table, ivory header, hairlines): the filters on the first page, a table
 * whose header row repeats on every page, "Seite n" at each page's foot, the totals at the
 * end. Pages are flushed as they fill (no page buffer), so memory stays flat.
 */

const MARGIN = 36;
const FOOT = 22;
const ROW = 15;
const HEADER_ROW = 20;
const PAD = 4;
const BODY_SIZE = 7.5;
const INK = '#1f1b16';
const MUTED = '#6f675c';
const HAIRLINE = '#d9d2c5';
const IVORY = '#f4efe6';

/** Text the Latin subset of the sans cannot draw goes to the CJK face. */
const NON_LATIN = /[^\u0020-\u00ff\u0131\u0152\u0153\u2000-\u206f\u20ac\u2122]/;
/** Truncations are remembered up to this many texts per column width. */
const FIT_CACHE_MAX = 5_000;

type Face = 'serif' | 'sans' | 'bold' | 'cjk';
interface Fitted {
  text: string;
  width: number;
}

class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly fmt: Formatter;
  private readonly widths: number[];
  private readonly cjkAll: boolean;
  private cjkLoaded = false;
  /** Per face, size and width: each text's fitted form (columns repeat their values). */
  private readonly fits = new Map<string, Map<string, Fitted>>();
  private page = 1;
  private y = MARGIN;

  constructor(private readonly job: ExportJob) {
    const fonts = latinFonts();
    this.cjkAll = isCjk(job.language);
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: MARGIN,
      bufferPages: false,
      // No default font: pdfkit reopens a registered face on every selection when the
      // default is the same file (font() returns before caching it), and Helvetica is unused.
      font: null as unknown as string,
      info: { Title: `${job.messages.tables[job.table]} ${job.today}`, Creator: 'Maison' },
    });
    this.register('serif', fonts.serif);
    this.register('bold', fonts.sansBold);
    this.register('sans', fonts.sans);
    if (this.cjkAll) this.loadCjk();
    this.fmt = formatter(job.language);
    const total = job.columns.reduce((n, c) => n + c.width, 0);
    const usable = this.doc.page.width - 2 * MARGIN;
    this.widths = job.columns.map((c) => (c.width / total) * usable);
  }

  /** A face under its name, laid out character by character (layout.ts). */
  private register(name: Face, src: Buffer | string, face?: string) {
    if (face) this.doc.registerFont(name, src, face);
    else this.doc.registerFont(name, src);
    this.doc.font(name);
    useCharacterLayout((this.doc as unknown as { _font: unknown })._font);
  }

  private loadCjk(): boolean {
    if (this.cjkLoaded) return true;
    const { path, face } = cjkFont(this.job.language);
    if (!existsSync(path)) return false;
    this.register('cjk', path, face);
    this.cjkLoaded = true;
    return true;
  }

  /** The face for a text: the CJK one for CJK languages and for any non-Latin text. */
  private face(text: string, latin: Face): Face {
    if (this.cjkAll) return 'cjk';
    return NON_LATIN.test(text) && this.loadCjk() ? 'cjk' : latin;
  }

  /** The text cut with an ellipsis to fit the width, and the width it takes. */
  private fit(text: string, width: number, face: Face, size: number): Fitted {
    const key = `${face}|${size}|${width}`;
    let fits = this.fits.get(key);
    if (!fits) this.fits.set(key, (fits = new Map()));
    const cached = fits.get(text);
    if (cached !== undefined) return cached;
    const doc = this.doc.font(face).fontSize(size);
    let fitted: Fitted = { text, width: doc.widthOfString(text) };
    if (fitted.width > width) {
      let low = 0;
      let high = text.length;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
        else high = mid - 1;
      }
      const cut = `${text.slice(0, low)}…`;
      fitted = { text: cut, width: doc.widthOfString(cut) };
    }
    if (fits.size >= FIT_CACHE_MAX) fits.clear();
    fits.set(text, fitted);
    return fitted;
  }

  private cell(text: string, x: number, width: number, latin: Face, align: 'left' | 'right') {
    if (!text) return;
    const face = this.face(text, latin);
    const shown = this.fit(text, width - 2 * PAD, face, BODY_SIZE);
    const left = align === 'right' ? x + width - PAD - shown.width : x + PAD;
    this.doc.font(face).fontSize(BODY_SIZE);
    drawText(this.doc, shown.text, left, this.y + (ROW - BODY_SIZE) / 2 - 1);
  }

  private footer() {
    const doc = this.doc;
    const y = doc.page.height - MARGIN - FOOT / 2;
    const label = this.job.messages.page(this.page);
    doc.font(this.face(label, 'sans')).fontSize(7).fillColor(MUTED);
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
    const title = this.job.messages.tables[this.job.table];
    doc.font(this.face(title, 'serif')).text(title, MARGIN, y, { lineBreak: false });
    doc.fillColor(INK);
  }

  private newPage() {
    this.footer();
    this.doc.addPage();
    this.page += 1;
    this.y = MARGIN;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOT;
  }

  /** The title and the filters the export was made with (first page). */
  intro() {
    const { doc, job } = this;
    const m = job.messages;
    const title = m.tables[job.table];
    doc.fillColor(INK).font(this.face(title, 'serif')).fontSize(22);
    doc.text(title, MARGIN, this.y, { lineBreak: false });
    this.y += 30;
    const created = `${m.created} ${this.fmt.date(job.today)} · ${m.count}: ${this.fmt.count(job.count)}`;
    doc.font(this.face(created, 'sans')).fontSize(9).fillColor(MUTED);
    doc.text(created, MARGIN, this.y, { lineBreak: false });
    this.y += 20;
    doc.fillColor(INK).font(this.face(m.filters, 'bold')).fontSize(10);
    doc.text(m.filters, MARGIN, this.y, { lineBreak: false });
    this.y += 15;
    const usable = doc.page.width - 2 * MARGIN - 110;
    for (const line of job.filters) {
      doc.font(this.face(line.label, 'bold')).fontSize(8.5);
      doc.text(line.label, MARGIN, this.y, { lineBreak: false });
      doc.font(this.face(line.value, 'sans')).fontSize(8.5);
      doc.text(line.value, MARGIN + 110, this.y, { width: usable, height: 40, ellipsis: true });
      this.y = Math.max(this.y + 12, doc.y + 2);
    }
    this.y += 12;
  }

  /** The header row (on every page). */
  header() {
    const { doc, job } = this;
    doc.rect(MARGIN, this.y, doc.page.width - 2 * MARGIN, HEADER_ROW).fill(IVORY);
    doc.fillColor(INK);
    let x = MARGIN;
    const top = this.y;
    this.y += (HEADER_ROW - ROW) / 2;
    job.columns.forEach((column, i) => {
      const width = this.widths[i] as number;
      const align = column.kind === 'price' || column.kind === 'number' ? 'right' : 'left';
      this.cell(job.messages.columns[column.id], x, width, 'bold', align);
      x += width;
    });
    this.y = top + HEADER_ROW;
  }

  /**
   * A price with its currency's symbol, or its code where the symbol is outside the Latin
   * face (₩ in German): the CJK face is then not loaded for a symbol alone.
   */
  private price(amount: number, currency: string): string {
    const shown = this.fmt.price(amount, currency);
    return this.cjkAll || !NON_LATIN.test(shown) ? shown : this.fmt.priceWithCode(amount, currency);
  }

  private text(column: ExportColumn, row: ExportRecord): string {
    const value = column.value(row, this.job.language, this.job.messages);
    if (value === null) return '';
    switch (column.kind) {
      case 'date':
        return this.fmt.date(value as string);
      case 'price':
        return this.price(value as number, column.currency?.(row) ?? 'EUR');
      case 'bool':
        return value ? this.job.messages.yes : this.job.messages.no;
      case 'number':
        return this.fmt.count(value as number);
      default:
        return String(value);
    }
  }

  rows(rows: ExportRecord[]) {
    const { doc, job } = this;
    for (const row of rows) {
      if (this.y + ROW > this.bottom) {
        this.newPage();
        this.header();
      }
      let x = MARGIN;
      job.columns.forEach((column, i) => {
        const width = this.widths[i] as number;
        const align = column.kind === 'price' || column.kind === 'number' ? 'right' : 'left';
        this.cell(this.text(column, row), x, width, 'sans', align);
        x += width;
      });
      this.y += ROW;
      doc
        .moveTo(MARGIN, this.y)
        .lineTo(doc.page.width - MARGIN, this.y)
        .lineWidth(0.3)
        .strokeColor(HAIRLINE)
        .stroke();
    }
  }

  /** The totals per currency (the aggregates' figures), after the last row. */
  totals() {
    const { doc, job } = this;
    const m = job.messages;
    const withSellOut = job.totals.some((t) => t.sell_out_value !== undefined);
    const needed = 30 + HEADER_ROW + ROW * Math.max(1, job.totals.length);
    if (this.y + needed > this.bottom) this.newPage();
    this.y += 14;
    doc.fillColor(INK).font(this.face(m.totals, 'serif')).fontSize(14);
    doc.text(m.totals, MARGIN, this.y, { lineBreak: false });
    this.y += 20;
    const labels = [m.currency, m.count, m.sellInValue, ...(withSellOut ? [m.sellOutValue] : [])];
    const width = 130;
    labels.forEach((label, i) => this.cell(label, MARGIN + i * width, width, 'bold', 'left'));
    this.y += ROW;
    for (const t of job.totals) {
      const values = [
        t.currency,
        this.fmt.count(t.count),
        this.price(t.sell_in_value, t.currency),
        ...(withSellOut ? [this.price(t.sell_out_value ?? 0, t.currency)] : []),
      ];
      values.forEach((v, i) => this.cell(v, MARGIN + i * width, width, 'sans', 'left'));
      this.y += ROW;
    }
  }

  end() {
    this.footer();
    this.doc.end();
  }
}

async function* produce(writer: PdfWriter, job: ExportJob): AsyncGenerator<void, void, undefined> {
  writer.intro();
  writer.header();
  yield;
  for await (const rows of job.batches) {
    writer.rows(rows);
    yield;
  }
  writer.totals();
  writer.end();
}

export function pdfStream(job: ExportJob, onError: (err: unknown) => void) {
  const writer = new PdfWriter(job);
  return pulledStream(writer.doc, produce(writer, job), onError);
}
