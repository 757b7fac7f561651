import type { Readable } from 'node:stream';
import { minorUnits, type Locale } from '@maison/domain';

/** Dates, prices and the pull-driven stream shared by the Excel and PDF writers (issue 18). */

const INTL_LOCALES: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'zh-hans': 'zh-CN',
};

/** Excel's date format per language: dd.mm.yyyy in German (the brief of issue 18). */
const EXCEL_DATE_FORMATS: Record<Locale, string> = {
  de: 'dd.mm.yyyy',
  en: 'dd/mm/yyyy',
  ja: 'yyyy/mm/dd',
  ko: 'yyyy.mm.dd',
  'zh-hans': 'yyyy/mm/dd',
};

export const excelDateFormat = (language: Locale) => EXCEL_DATE_FORMATS[language];

/** A day (YYYY-MM-DD) as the UTC midnight Excel stores it as. */
export function excelDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A currency's Excel number format: its minor digits and its code (002 §5 minor units). */
export function excelPriceFormat(currency: string): string {
  const digits = Math.round(Math.log10(minorUnits(currency)));
  return `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''} "${currency}"`;
}

export interface Formatter {
  date: (day: string) => string;
  price: (amount: number, currency: string) => string;
  /** The amount with the currency's code instead of its symbol (1.234 KRW, not 1.234 ₩). */
  priceWithCode: (amount: number, currency: string) => string;
  count: (n: number) => string;
}

/** Dates as dd.mm.yyyy in German (each language's numeric form otherwise); prices in its form. */
export function formatter(language: Locale): Formatter {
  const locale = INTL_LOCALES[language];
  const dates = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const prices = new Map<string, Intl.NumberFormat>();
  const counts = new Intl.NumberFormat(locale);
  const priceFormat = (currency: string, display: 'symbol' | 'code') => {
    const key = `${currency}|${display}`;
    let format = prices.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display,
      });
      prices.set(key, format);
    }
    return format;
  };
  return {
    date: (day) => dates.format(excelDate(day)),
    price: (amount, currency) => priceFormat(currency, 'symbol').format(amount),
    priceWithCode: (amount, currency) => priceFormat(currency, 'code').format(amount),
    count: (n) => counts.format(n),
  };
}

/**
 * A web stream of a writer's output whose rows are made only as fast as the client reads:
 * each pull runs the producer one step (a batch of rows) until the writer has emitted
 * something, so at most a few batches wait in memory however many rows the export holds.
 */
export function pulledStream(
  output: Readable,
  produce: AsyncGenerator<void, void, undefined>,
  onError: (err: unknown) => void,
): ReadableStream<Uint8Array> {
  let emitted = 0;
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        output.on('data', (chunk: Buffer) => {
          emitted += chunk.length;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        });
        output.on('end', () => controller.close());
        output.on('error', (err) => {
          onError(err);
          controller.error(err);
        });
      },
      async pull(controller) {
        const before = emitted;
        try {
          while (!finished && emitted === before) finished = Boolean((await produce.next()).done);
        } catch (err) {
          // The headers are out: the client sees a broken download (the page's failure toast).
          finished = true;
          onError(err);
          controller.error(err);
          output.destroy();
        }
      },
      async cancel() {
        finished = true;
        await produce.return();
        output.destroy();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 1 << 20 }),
  );
}
