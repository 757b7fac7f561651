import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientAddressHeaders } from './page';

/**
 * Filling the site's forms in e2e tests (docs/forms.md): the message catalogue, unique values,
 * entering fields whatever their control, the required-field check and the tracking events.
 */

/** Every test sends from its own client address: the forms API counts submissions per address. */
export function eachTestFromItsOwnAddress(): void {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(clientAddressHeaders());
  });
}

const messages: Record<string, Record<string, unknown>> = {};
/** A message of the site's catalogue (apps/web/src/i18n/messages/<locale>.json) by dotted key. */
export function message(locale: string, key: string): string {
  messages[locale] ??= JSON.parse(
    readFileSync(
      new URL(`../../apps/web/src/i18n/messages/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;
  // Keys may contain dots themselves ("form-general.required-field" is one nested key pair).
  let node: unknown = messages[locale];
  const parts = key.split('.');
  while (parts.length) {
    let matched = false;
    for (let n = parts.length; n > 0; n -= 1) {
      const candidate = parts.slice(0, n).join('.');
      if (node && typeof node === 'object' && candidate in node) {
        node = (node as Record<string, unknown>)[candidate];
        parts.splice(0, n);
        matched = true;
        break;
      }
    }
    if (!matched) throw new Error(`No message ${key} in ${locale}`);
  }
  if (typeof node !== 'string') throw new Error(`Message ${key} in ${locale} is not a string`);
  return node;
}
export const requiredText = (locale: string) => message(locale, 'form-general.required-field');

// --- values --------------------------------------------------------------------------------

let unique = 0;
/** A fresh token per call: submissions never collide (dedupe) and are found again by it. */
export function token(tag: string): string {
  unique += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${unique}`;
}
export const uniqueEmail = (tag: string) => `e2e-${token(tag)}@maison.test`;

// Article numbers of the content pack (content/stories/produkte).
export const RING = '10-1001';
export const BRACELET = '20-2003';
export const SECOND_RING = '10-1014';

// --- form helpers --------------------------------------------------------------------------

export const field = (form: Locator, name: string) => form.locator(`[data-field="${name}"]`);
export const submit = (form: Locator) => form.locator('button[type=submit]').click();

/** Picks the first bookable day in the date picker of `wrapper`; returns it as yyyy-MM-dd. */
async function pickFirstDay(page: Page, wrapper: Locator): Promise<string> {
  await wrapper.getByRole('combobox').click();
  const calendar = page.getByTestId('datepicker-calendar');
  await expect(calendar).toBeVisible();
  const cell = calendar
    .locator('td[data-day]:not([data-disabled]):not([data-outside]):not([data-hidden])')
    .first();
  const day = (await cell.getAttribute('data-day'))!;
  await cell.getByRole('button').click();
  await expect(calendar).toBeHidden();
  return day;
}

/**
 * Enters `value` in the field `name` of `form`, whatever its control: text input or area,
 * checkbox (Radix), the house dropdown (options carry data-value; without `value`, or when no
 * option has it, the first option with a value) or the date picker (the first bookable day).
 * Returns what was entered.
 */
export async function enter(
  page: Page,
  form: Locator,
  name: string,
  value: string | boolean = '',
): Promise<string | boolean> {
  const wrapper = field(form, name);
  await expect(wrapper, name).toBeVisible();
  const checkbox = wrapper.getByRole('checkbox');
  if (await checkbox.count()) {
    if ((await checkbox.isChecked()) !== value) await checkbox.click();
    await expect(checkbox).toBeChecked({ checked: value === true });
    return value;
  }
  const combobox = wrapper.getByRole('combobox');
  if (await combobox.count()) {
    if ((await combobox.getAttribute('aria-haspopup')) === 'dialog') {
      return pickFirstDay(page, wrapper);
    }
    await combobox.click();
    const options = wrapper.locator('[role="option"]');
    await expect(options.first()).toBeVisible();
    let option = wrapper.locator(`[role="option"][data-value="${String(value)}"]`);
    if (!value || !(await option.count()))
      option = wrapper.locator('[role="option"]:not([data-value=""])').first();
    const chosen = (await option.getAttribute('data-value'))!;
    await option.click();
    await expect(wrapper.locator(`input[type="hidden"][name="${name}"]`)).toHaveValue(chosen);
    return chosen;
  }
  const control = wrapper.locator(`input[name="${name}"], textarea[name="${name}"]`).first();
  await control.fill(String(value));
  return value;
}

/** Enters every value; returns what was entered per field. */
export async function enterAll(
  page: Page,
  form: Locator,
  values: Record<string, string | boolean>,
): Promise<Record<string, string | boolean>> {
  const entered: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    entered[name] = await enter(page, form, name, value);
  }
  return entered;
}

/**
 * Presses submit on the empty form: nothing is sent, and exactly the required fields show the
 * required-field message of `locale`, each under its own field.
 */
export async function expectRequiredOnEmptySubmit(
  page: Page,
  form: Locator,
  locale: string,
  required: readonly string[],
) {
  const posted: string[] = [];
  const onRequest = (r: { method(): string; url(): string }) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1/forms/')) posted.push(r.url());
  };
  page.on('request', onRequest);
  await submit(form);
  const text = requiredText(locale);
  for (const name of required) {
    await expect(field(form, name), `${name} is required`).toContainText(text);
  }
  await expect(form.getByText(text, { exact: true })).toHaveCount(required.length);
  page.off('request', onRequest);
  expect(posted, 'an incomplete form sends nothing').toEqual([]);
}

async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => window.dataLayer ?? []);
}
export async function expectEvent(page: Page, event: Record<string, unknown>) {
  await expect
    .poll(() => dataLayer(page), { message: `dataLayer has ${JSON.stringify(event)}` })
    .toContainEqual(expect.objectContaining(event));
}
