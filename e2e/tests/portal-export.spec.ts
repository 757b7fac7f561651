import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { baseURL, login } from '../support/session';

/**
 * Issue 18 "Export": the filtered stock table exported to Excel and PDF from its toolbar, as
 * jeweler@maison.test in German: the info toast, then the success toast, and both files
 * downloaded under the spec's names (002 §4, §7); the xlsx holds as many rows as the table
 * counts.
 */

const JEWELER = 'jeweler@maison.test';
const today = () => new Date().toISOString().slice(0, 10);

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

/** The rows of the first sheet between the header and the blank row before the totals. */
async function xlsxRowCount(path: string): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  let n = 0;
  while (sheet.getRow(n + 2).getCell(1).value !== null) n += 1;
  return n;
}

/** Chooses a format in the export menu; resolves with its download. */
async function exportAs(page: Page, format: 'excel' | 'pdf') {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('export-menu').click();
  await page.getByTestId('export-menu-panel').locator(`[data-format="${format}"]`).click();
  // 002 §4: a persistent info toast first, the button busy meanwhile.
  const info = page.locator('[data-testid="toast"][data-type="info"]');
  await expect(info).toHaveAttribute('data-timing', 'persistent');
  await expect(info).toContainText(
    format === 'excel' ? 'Excel (.xlsx)-Export wird erstellt' : 'PDF-Export wird erstellt',
  );
  await expect(page.getByTestId('export-menu')).toHaveAttribute('aria-busy', 'true');
  const file = await download;
  await expect(page.locator('[data-testid="toast"][data-type="success"]').last()).toContainText(
    file.suggestedFilename(),
  );
  await expect(info).toHaveCount(0);
  return file;
}

test('jeweler: the filtered stock table to Excel and PDF, with toasts and the spec’s names', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, JEWELER);
  const reset = await page.request.put('/api/v1/portal/table-config/stock/', {
    data: { columnWidths: {}, activeFilters: [], checkedRows: [], sortedBy: null },
    headers: { origin: new URL(baseURL()).origin },
  });
  expect(reset.status()).toBe(200);
  // The export answers a moment later, so the info toast can be seen before the file.
  await page.route('**/api/v1/inventory/export/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await gotoReady(page, '/portal/stock');
  await expect(page.getByTestId('table-row').first()).toBeVisible({ timeout: 30_000 });

  const filtered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      url.pathname === '/api/v1/inventory/current/' && url.searchParams.get('search') === 'flora'
    );
  });
  await page.getByTestId('portal-table').getByRole('searchbox').fill('flora');
  const { count } = (await (await filtered).json()) as { count: number };
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('table-count')).toContainText(
    new Intl.NumberFormat('de-DE').format(count),
  );

  const xlsx = await exportAs(page, 'excel');
  expect(xlsx.suggestedFilename()).toBe(`export-stock-${today()}.xlsx`);
  expect(await xlsxRowCount(await xlsx.path())).toBe(count);

  const pdf = await exportAs(page, 'pdf');
  expect(pdf.suggestedFilename()).toBe(`export-stock-${today()}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
