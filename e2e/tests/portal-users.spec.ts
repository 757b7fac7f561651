import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe';
import { message, token } from '../support/forms';
import { clientAddressHeaders, gotoReady } from '../support/page';
import { login } from '../support/session';

/**
 * Partner portal user management (issue 19; 002 §2, §4–§6) as jeweler@maison.test: invite a
 * colleague by e-mail, who sets a password from the mail and finds exactly what was granted;
 * invite one without e-mail, who logs in with the one-time password and must choose a new one;
 * a permission toggled in the matrix takes effect; the last store is revoked after the warning.
 * solo@maison.test (view only) sees no invite or edit controls.
 */

const JEWELER = 'jeweler@maison.test';
const SOLO = 'solo@maison.test';
const PASSWORD = 'Atelier-Kollegin-2026';

const prefix = (locale: string) => (locale === 'de' ? '' : `/${locale}`);
const text = (locale: string, key: string) => message(locale, `partnerportal.users.${key}`);

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

async function choose(scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}

/** The invite modal filled for a colleague at the first store offered; returns that store. */
async function fillInvite(page: Page, locale: string, first: string, last: string) {
  await page.getByTestId('user-invite').click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'form.title') });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: text(locale, 'form.first_name'), exact: true })
    .fill(first);
  await dialog
    .getByRole('textbox', { name: text(locale, 'form.last_name'), exact: true })
    .fill(last);
  await choose(dialog, text(locale, 'form.gender'), text(locale, 'form.genders.W'));
  await dialog.getByRole('combobox', { name: text(locale, 'form.location'), exact: true }).click();
  const store = page.getByRole('option').first();
  const storeName = (await store.textContent())!.trim();
  await store.click();
  await choose(dialog, text(locale, 'form.language'), message(locale, `language.${locale}`));
  return { dialog, storeName };
}

/** A second browser, logged in through the login form (e-mail or username). */
async function loginAs(browser: Browser, locale: string, login: string, password: string) {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const page = await context.newPage();
  await gotoReady(page, `${prefix(locale)}/anmelden`);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(login);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button').click();
  return page;
}

/** The portal links in the header (002 §6: the ones the user may see). */
const portalLinks = (page: Page, locale: string) =>
  page
    .getByTestId('header-regular')
    .getByRole('navigation', { name: message(locale, 'partnerportal.navigation.label') })
    .getByRole('link');

for (const locale of ['de', 'ja']) {
  test(`user management: invite, first password, matrix, last store (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = token(locale).replace(/[^a-z0-9]/gi, '');
    const email = `e2e-colleague-${tag}@maison.test`.toLowerCase();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, JEWELER);
    await gotoReady(page, `${prefix(locale)}/portal/benutzer`);
    await expect(
      page.getByTestId('user-group').first().getByTestId('user-row').first(),
    ).toBeVisible();
    await expect(page.getByTestId('badge-self').first()).toHaveText(text(locale, 'self'));
    await expectNoA11yViolations(page);

    // Invite a colleague by e-mail (002 §4: a success toast; the invite is listed as pending).
    const invited = await fillInvite(page, locale, 'Nora', `Keller${tag}`);
    const submit = invited.dialog.getByTestId('invite-submit');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await invited.dialog
      .getByRole('textbox', { name: text(locale, 'form.email'), exact: true })
      .fill(JEWELER.toUpperCase());
    await invited.dialog
      .getByRole('textbox', { name: text(locale, 'form.email'), exact: true })
      .blur();
    await expect(invited.dialog.getByText(text(locale, 'form.errors.email-exists'))).toBeVisible();
    await invited.dialog
      .getByRole('textbox', { name: text(locale, 'form.email'), exact: true })
      .fill(email);
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoA11yViolations(page);
    await submit.click();
    await expect(page.getByTestId('toast').filter({ hasText: email })).toBeVisible();
    const pending = page.locator(`[data-testid="invite-row"][data-user="${email}"]`);
    await expect(pending.getByTestId('invite-pending')).toHaveText(text(locale, 'pending'));
    const group = page.getByTestId('user-group').filter({ has: pending });
    const storeId = await group.getAttribute('data-location');

    // The mail in the local mailbox leads to the initial password page, then to the login.
    const colleague = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
    const nora = await colleague.newPage();
    await gotoReady(nora, `${prefix(locale)}/mailbox`);
    await nora
      .getByTestId('mailbox-list')
      .getByRole('row')
      .filter({ hasText: email })
      .first()
      .getByRole('button')
      .click();
    const link = nora
      .frameLocator('[data-testid="mailbox-html"]')
      .locator('a[href*="token="]')
      .first();
    expect(await link.getAttribute('href')).toContain('/portal/erstes-passwort?');
    await link.click();
    await nora.waitForURL(/erstes-passwort/);
    await expect(nora.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const setForm = nora.getByTestId('initial-password-form');
    await setForm.locator('input').nth(0).fill(PASSWORD);
    await setForm.locator('input').nth(1).fill(PASSWORD);
    await expectNoA11yViolations(nora);
    await setForm.getByRole('button').click();
    await nora.waitForURL(/\/anmelden\?passwordset=true/);
    await colleague.close();

    // Logged in, the colleague holds store access only: no table page, no link.
    const noraPage = await loginAs(browser, locale, email, PASSWORD);
    // Without `next` and without a configured page a login goes home (000 §4).
    await noraPage.waitForURL((url) => url.pathname === (prefix(locale) || '/'));
    await gotoReady(noraPage, `${prefix(locale)}/portal/stock`);
    await noraPage.waitForURL(/\/portal\/benutzer/);
    await expect(noraPage.getByText(text(locale, 'no-locations'))).toBeVisible();
    await expect(portalLinks(noraPage, locale)).toHaveCount(0);

    // The matrix: granting stock view at the colleague's store takes effect for her.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const noraRow = page.locator(`[data-testid="user-row"][data-user="${email}"]`).first();
    await noraRow.getByTestId('user-edit').click();
    const matrix = page.getByRole('dialog', { name: new RegExp(`Nora Keller${tag}`) });
    await expect(matrix.getByTestId('permission-matrix')).toBeVisible();
    const stockBox = matrix.getByTestId(`matrix-inventory:view_current-${storeId}`);
    await expect(stockBox).not.toBeChecked();
    await expect(matrix.getByTestId(`matrix-location:manage-${storeId}`)).toBeChecked();
    await expectNoA11yViolations(page);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes(`/locations/${storeId}/users/`),
    );
    await stockBox.click();
    expect((await saved).status()).toBe(200);
    await expect(stockBox).toBeChecked();
    await expect(stockBox).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(matrix).toBeHidden();

    await gotoReady(noraPage, `${prefix(locale)}/portal/stock`);
    await expect(noraPage.getByTestId('portal-page')).toHaveAttribute('data-page', 'stock');
    await expect(portalLinks(noraPage, locale)).toHaveCount(1);
    await expect(portalLinks(noraPage, locale).first()).toHaveAttribute('href', /\/portal\/stock$/);
    await noraPage.context().close();

    // Without e-mail: a generated username and a one-time password shown once.
    const otp = await fillInvite(page, locale, 'Emil', `Brandt${tag}`);
    await otp.dialog.getByRole('checkbox', { name: text(locale, 'form.without-email') }).click();
    const username = otp.dialog.getByRole('textbox', {
      name: text(locale, 'form.username'),
      exact: true,
    });
    await expect(username).toHaveValue(/^[a-z0-9]+_emil_brandt[a-z0-9]*_[a-z0-9]{2}$/);
    const generated = await username.inputValue();
    await otp.dialog.getByTestId('invite-submit').click();
    const screen = page.getByTestId('otp-screen');
    await expect(screen).toBeVisible();
    const otpUser = (await page.getByTestId('otp-username').textContent())!;
    const otpPassword = (await page.getByTestId('otp-password').textContent())!;
    expect(otpUser).toBe(generated);
    await page.getByTestId('otp-copy').click();
    await expect(page.getByTestId('otp-copy')).toHaveText(text(locale, 'otp.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(otpPassword);
    await expectNoA11yViolations(page);
    await page.getByTestId('otp-close').click();
    await expect(screen).toBeHidden();

    // The one-time password logs in and asks for a new password at once (000 §4).
    const emil = await loginAs(browser, locale, otpUser, otpPassword);
    await emil.waitForURL(/passwort-festlegen\?.*passwordset=true/);
    await expect(emil.getByTestId('reset-form')).toBeVisible();
    await emil.context().close();

    // Revoking Emil's only store warns that he is removed, then removes him.
    const emilRow = page.locator(`[data-testid="user-row"][data-user="${otpUser}"]`).first();
    await emilRow.getByTestId('user-edit').click();
    const emilMatrix = page.getByRole('dialog', { name: new RegExp(`Emil Brandt${tag}`) });
    await emilMatrix.getByTestId(`matrix-location:manage-${storeId}`).click();
    const confirm = page.getByRole('dialog', { name: text(locale, 'matrix.confirm.title') });
    await expect(confirm).toContainText(`Emil Brandt${tag}`);
    await expectNoA11yViolations(page);
    const revoked = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await confirm.getByTestId('confirm-yes').click();
    expect((await revoked).status()).toBe(204);
    await expect(emilMatrix).toBeHidden();
    await expect(page.locator(`[data-testid="user-row"][data-user="${otpUser}"]`)).toHaveCount(0);
  });
}

test('user management: a view-only user sees no invite or edit controls (de)', async ({ page }) => {
  await login(page, SOLO);
  await gotoReady(page, '/portal/benutzer');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByTestId('user-group')).toHaveCount(1);
  await expect(portalLinks(page, 'de').filter({ hasText: 'Benutzerverwaltung' })).toHaveCount(1);
  await expect(page.getByTestId('user-invite')).toHaveCount(0);
  await expect(page.getByTestId('user-edit')).toHaveCount(0);
  await expect(page.getByTestId('invite-resend')).toHaveCount(0);
});
