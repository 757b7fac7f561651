import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { byEmail, stored } from '../support/forms-api';
import { enterAll, expectRequiredOnEmptySubmit, field, submit } from '../support/forms';
import { gotoReady } from '../support/page';

/**
 * The engagement-ring finder of the content pack (issue 21, decisions 0035, 0036): keyboard
 * answers, the conditional enamel colour step, back, three recommendations, reload and the
 * browser's back button, all answers, the contact form after the result, restart; then the
 * full-screen gift finder with text answers and its contact form before the questions: focus
 * kept in the dialog, the recommendations patched onto the record, Escape leaves. In German
 * and Japanese.
 */

// The suite runs with reduced motion (playwright.config.ts); the German walk has the visitor's
// default, so the full-screen dialog's rise and the smooth scrolls run too. The Japanese walk
// keeps the suite's setting: its texts differ, not its motion (CI time).
test.use({ reducedMotion: 'no-preference' });

const WIZARD_REQUIRED = ['gender', 'first_name', 'last_name', 'email'] as const;

/** Fills the wizard's contact form; returns the e-mail used. */
async function fillContact(page: Page, form: Locator, who: string, message: string) {
  const email = `${who}.${Date.now()}@example.com`;
  await enterAll(page, form, {
    gender: 'W',
    first_name: 'Hanna',
    last_name: 'Sato',
    email,
    customMessage: message,
    data_agreement: true,
  });
  return email;
}

const formPost = (page: Page, method: string) =>
  page.waitForResponse(
    (r) => r.request().method() === method && r.url().includes('/api/v1/forms/'),
  );

const heading = (page: Page) => page.getByTestId('wizard').getByRole('heading', { level: 2 });

/** Moves the focus `right` answers on with the arrow key, chooses with Enter, awaits `next`. */
async function answer(page: Page, right: number, next: string | RegExp) {
  for (let i = 0; i < right; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(next);
}

const CASES = [
  {
    locale: 'de',
    path: '/service/ring-finder',
    start: 'Ring finden',
    questions: [
      'Welcher Stil passt zu Ihnen beiden?',
      'In welchem Gold soll der Ring strahlen?',
      'Wie viel Funkeln wünschen Sie sich?',
      'Emaille oder reines Gold?',
      'Welche Emaillefarbe gefällt Ihnen?',
      'Wie breit darf der Ring sein?',
      'Wie soll der Ring getragen werden?',
    ],
    progress: (n: number, total: number) => `Frage ${n} von ${total}`,
    back: 'Zurück',
    result: 'Drei Ringe für Ihr Ja',
    allAnswers: 'Alle Antworten ansehen',
    allHeadline: 'Ihre Antworten im Überblick',
    restart: 'Neu beginnen',
    intro: 'Finden Sie Ihren Verlobungsring',
    // classic, yellow gold, several brilliants, (enamel, white), wide, special occasions
    picks: [0, 0, 1, 0, 6, 1, 1],
    first: '10-1079',
    contact: {
      open: 'Beratung anfragen',
      headline: 'Persönliche Beratung anfragen',
      send: 'Anfrage senden',
      sent: 'Vielen Dank für Ihre Anfrage',
      firstHeadline: 'Bevor es losgeht',
      firstSend: 'Weiter zu den Fragen',
      patched: /Empfehlungen und Antworten sind bei uns angekommen/,
    },
    gift: {
      path: '/service/geschenk-finder',
      start: 'Geschenk finden',
      intro: 'Das passende Geschenk',
      questions: [
        'Zu welchem Anlass schenken Sie?',
        'Welches Schmuckstück soll es sein?',
        'Trägt die beschenkte Person eher Gelb- oder Weißgold?',
        'Darf es farbig sein?',
        'Welche Farbe mag die beschenkte Person?',
        'Sollen Brillanten funkeln?',
      ],
      result: 'Drei Ideen zum Schenken',
    },
  },
  {
    locale: 'ja',
    path: '/ja/service/ring-finder',
    start: 'リングを探す',
    questions: [
      'おふたりに似合うスタイルは？',
      'リングの地金はどちらにしますか？',
      'ダイヤモンドの輝きはどのくらい？',
      'エナメルか、地金のみか？',
      'お好みのエナメルの色は？',
      'リングの幅は？',
      'どのように身に着けますか？',
    ],
    progress: (n: number, total: number) => `質問 ${n} / ${total}`,
    back: '戻る',
    result: 'おふたりのための3本のリング',
    allAnswers: 'すべての回答を見る',
    allHeadline: 'ご回答の一覧',
    restart: '最初からやり直す',
    intro: '婚約指輪を見つける',
    // modern, white gold, no stones, (enamel, blue), narrow, special occasions
    picks: [1, 1, 2, 0, 4, 0, 1],
    first: '10-1053',
    contact: {
      open: '相談を申し込む',
      headline: '個別相談を申し込む',
      send: '送信する',
      sent: 'お問い合わせありがとうございます',
      firstHeadline: 'はじめる前に',
      firstSend: '質問へ進む',
      patched: /おすすめとご回答を受け付けました/,
    },
    gift: {
      path: '/ja/service/gift-finder',
      start: '贈り物を探す',
      intro: 'ぴったりの贈り物',
      questions: [
        'どのような機会の贈り物ですか？',
        'どのジュエリーにしますか？',
        'お相手はイエローゴールドとホワイトゴールドのどちらを身に着けますか？',
        '色のあるデザインはいかがですか？',
        'お相手のお好きな色は？',
        'ダイヤモンドの輝きは必要ですか？',
      ],
      result: '3つの贈り物のアイデア',
    },
  },
] as const;

for (const c of CASES) {
  test(`wizard in ${c.locale}: ring finder by keyboard with its conditional step, back, reload, result, restart; contact forms at both positions; full-screen gift finder`, async ({
    page,
    request,
  }) => {
    if (c.locale !== 'de') await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, c.path);
    await expect(heading(page)).toHaveText(c.intro);
    await page.getByRole('button', { name: c.start }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText(c.questions[0]);
    await expect(page.getByText(c.progress(1, 6))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const [style, metal, diamonds, enamel, colour, width, wear] = c.picks;
    await answer(page, style, c.questions[1]);
    await answer(page, metal, c.questions[2]);
    // A reload in the middle keeps the answers; the browser's back button goes one step back.
    await page.reload();
    await expect(heading(page)).toHaveText(c.questions[2]);
    await page.goBack();
    await expect(heading(page)).toHaveText(c.questions[1]);
    await page.goForward();
    await expect(heading(page)).toHaveText(c.questions[2]);
    await page.getByTestId('wizard-choices').getByRole('radio').first().focus();
    await answer(page, diamonds, c.questions[3]);

    // "Pure gold" skips the colour step...
    await answer(page, 1, c.questions[5]);
    await expect(page.getByText(c.progress(5, 6))).toBeVisible();
    // ...going back and choosing "with enamel" makes it appear.
    await page.getByRole('button', { name: c.back, exact: true }).click();
    await expect(heading(page)).toHaveText(c.questions[3]);
    await page.getByTestId('wizard-choices').getByRole('radio').first().focus();
    await answer(page, enamel, c.questions[4]);
    await expect(page.getByText(c.progress(5, 7))).toBeVisible();
    await expect(page.getByTestId('wizard-choices').getByRole('radio')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
    await answer(page, colour, c.questions[5]);
    await answer(page, width, c.questions[6]);
    await answer(page, wear, c.result);

    const results = page.getByTestId('wizard-result');
    await expect(results).toHaveCount(3);
    await expect(results.first().getByRole('link')).toHaveAttribute('href', new RegExp(c.first));
    await expect(results.first().getByTestId('wishlist-toggle')).toBeVisible();
    await expect(page.getByTestId('wizard-important').locator('dt')).toHaveCount(3);
    await page.reload();
    await expect(results).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: c.allAnswers }).click();
    await expect(heading(page)).toHaveText(c.allHeadline);
    await expect(page.getByTestId('wizard-all-answers').locator('dt')).toHaveText([...c.questions]);

    // The contact form after the result (lastStep): required fields, the agreement enables
    // the button, the recommendations and every answer go with it, then its success.
    await page.getByRole('button', { name: c.contact.open }).click();
    await expect(heading(page)).toHaveText(c.contact.headline);
    const form = page.getByTestId('form-wizard');
    const send = form.getByRole('button', { name: c.contact.send });
    await expect(send).toBeDisabled();
    await field(form, 'data_agreement').getByRole('checkbox').click();
    await expect(send).toBeEnabled();
    await expectRequiredOnEmptySubmit(page, form, c.locale, WIZARD_REQUIRED);
    await expectNoSeriousA11yViolations(page);
    const email = await fillContact(page, form, `ring-${c.locale}`, 'Gern am Samstag.');
    const posted = formPost(page, 'POST');
    await submit(form);
    expect((await posted).status()).toBe(201);
    await expect(heading(page)).toHaveText(c.contact.sent);
    // The sent screen keeps the screens' spacing between its text and its button.
    const sent = page.getByTestId('wizard-sent');
    const lead = await sent.locator('p').boundingBox();
    const again = await sent.getByRole('button').boundingBox();
    expect(again!.y - (lead!.y + lead!.height)).toBeGreaterThanOrEqual(16);
    const ring = await stored(request, 'CONTACT_FORM', byEmail(email));
    expect(ring.data.products).toMatch(new RegExp(`^${c.first},[\\d-]+,[\\d-]+$`));
    expect(ring.data.message).toContain(`${c.questions[0]}: `);
    expect(ring.data).toMatchObject({ first_name: 'Hanna', customMessage: 'Gern am Samstag.' });
    // Back from the success returns to the answers it was opened from, not to the sent form.
    await page.goBack();
    await expect(heading(page)).toHaveText(c.allHeadline);
    await page.goForward();
    await expect(heading(page)).toHaveText(c.contact.sent);
    await page.getByRole('button', { name: c.restart }).click();
    await expect(heading(page)).toHaveText(c.intro);
    expect(new URL(page.url()).search).toBe('');

    // The full-screen variant asks for the contact first (firstStep), then runs the questions
    // in the dialog; Tab stays in it.
    await gotoReady(page, c.gift.path);
    await page.getByRole('button', { name: c.gift.start }).click();
    const dialog = page.getByRole('dialog', { name: c.gift.intro });
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(c.contact.firstHeadline);
    const first = dialog.getByTestId('form-wizard');
    await expectNoSeriousA11yViolations(page);
    const giftEmail = await fillContact(page, first, `gift-${c.locale}`, 'Für meine Schwester.');
    const firstPost = formPost(page, 'POST');
    await first.getByRole('button', { name: c.contact.firstSend }).click();
    expect((await firstPost).status()).toBe(201);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(c.gift.questions[0]);
    await answer(page, 1, c.gift.questions[1]);
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    // A reload in the middle keeps the answers and does not ask for the contact again.
    await page.reload();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(c.gift.questions[1]);
    await dialog.getByTestId('wizard-choices').getByRole('radio').first().focus();
    await answer(page, 0, c.gift.questions[2]);
    await answer(page, 0, c.gift.questions[3]);
    await answer(page, 0, c.gift.questions[4]);
    await answer(page, 3, c.gift.questions[5]);
    const patch = formPost(page, 'PATCH');
    await answer(page, 0, c.gift.result);
    expect((await patch).status()).toBe(200);
    await expect(dialog.getByTestId('wizard-status')).toHaveText(c.contact.patched);
    await expect(dialog.getByTestId('wizard-result')).toHaveCount(3);
    const gift = await stored(request, 'CONTACT_FORM', byEmail(giftEmail));
    expect(gift.data.products).toMatch(/^[\d-]+,[\d-]+,[\d-]+$/);
    expect(gift.data.message).toContain('Für meine Schwester.');
    expect(gift.data.message).toContain(`${c.gift.questions[4]}: `);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(heading(page)).toHaveText(c.gift.intro);
    expect(new URL(page.url()).search).toBe('');
  });
}
