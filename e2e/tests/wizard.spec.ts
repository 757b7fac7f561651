import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { gotoReady } from '../support/page';

/**
 * The engagement-ring finder of the content pack (issue 21, decision 0035): keyboard answers,
 * the conditional enamel colour step, back, three recommendations, reload and the browser's
 * back button, all answers, restart; then the full-screen gift finder with text answers: focus
 * kept in the dialog, Escape leaves. In German and Japanese.
 */

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
    gift: {
      path: '/service/geschenk-finder',
      start: 'Geschenk finden',
      intro: 'Das passende Geschenk',
      questions: ['Zu welchem Anlass schenken Sie?', 'Welches Schmuckstück soll es sein?'],
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
    gift: {
      path: '/ja/service/gift-finder',
      start: '贈り物を探す',
      intro: 'ぴったりの贈り物',
      questions: ['どのような機会の贈り物ですか？', 'どのジュエリーにしますか？'],
    },
  },
] as const;

for (const c of CASES) {
  test(`wizard in ${c.locale}: ring finder by keyboard with its conditional step, back, reload, result, restart; full-screen gift finder`, async ({
    page,
  }) => {
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
    await page.getByRole('button', { name: c.restart }).click();
    await expect(heading(page)).toHaveText(c.intro);
    expect(new URL(page.url()).search).toBe('');

    // The full-screen variant: a dialog from the first question on; Tab stays in it.
    await gotoReady(page, c.gift.path);
    await page.getByRole('button', { name: c.gift.start }).click();
    const dialog = page.getByRole('dialog', { name: c.gift.intro });
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(c.gift.questions[0]);
    await answer(page, 1, c.gift.questions[1]);
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(heading(page)).toHaveText(c.gift.intro);
    expect(new URL(page.url()).search).toBe('');
  });
}
