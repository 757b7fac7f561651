import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { WIZARD_ADVANCE_DELAY_MS } from '@maison/domain/constants';
import { renderWithIntl } from '@/ui/test-utils';
import type { WizardChoice, WizardProduct, WizardStep } from './types';
import { Wizard } from './Wizard';

const choice = (id: string, tags: string[]): WizardChoice => ({
  id,
  slug: `${id}-slug`,
  name: `Answer ${id}`,
  image: { src: `/api/cms/v2/a/1000/${id}.svg`, alt: '' },
  tags,
});
const step = (
  id: string,
  weight: number,
  choices: WizardChoice[],
  extra: Partial<WizardStep> = {},
): WizardStep => ({
  id,
  label: `Question ${id}?`,
  weight,
  isImportant: false,
  conditionalStepChoices: [],
  choices,
  ...extra,
});

const STEPS = [
  step('metal', 3, [choice('yellow', ['yellow_gold']), choice('white', ['white_gold'])], {
    isImportant: true,
  }),
  step('enamel', 2, [choice('enamel', ['enamel']), choice('pure', ['no-enamel'])]),
  step('colour', 2, [choice('red', ['enamel-red']), choice('blue', ['enamel-blue'])], {
    conditionalStepChoices: ['enamel'],
  }),
  step('width', 1, [choice('narrow', ['width-narrow']), choice('wide', ['width-wide'])]),
];
const product = (mpn: string, ...tags: string[]): WizardProduct => ({
  mpn,
  name: `Ring ${mpn}`,
  name2: `Ring ${mpn} in gold`,
  href: `/produkte/${mpn}`,
  image: { src: `/api/cms/v2/a/1000/${mpn}.svg`, alt: `Ring ${mpn}` },
  tags,
});
const PRODUCTS = [
  product('10-1001', 'yellow_gold', 'enamel', 'enamel-red', 'width-narrow'),
  product('10-1014', 'white_gold', 'enamel', 'enamel-blue', 'width-narrow'),
  product('10-1027', 'yellow_gold', 'no-enamel', 'width-wide'),
  product('10-1040', 'white_gold', 'no-enamel', 'width-wide'),
  product('10-1053', 'yellow_gold', 'enamel', 'enamel-blue', 'width-wide'),
];
const TEXTS = {
  splashTitle: 'Find your ring',
  splashText: 'A few questions.',
  splashButton: null,
  splashImage: null,
  resultHeadline: null,
  resultText: null,
  importantHeadline: null,
  allAnswersHeadline: null,
};

const renderWizard = (variant: 'page' | 'fullscreen' = 'page', wishlist = true) =>
  renderWithIntl(
    <Wizard
      variant={variant}
      steps={STEPS}
      products={PRODUCTS}
      texts={TEXTS}
      contact={null}
      wishlist={wishlist}
    />,
  );
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const radios = () => screen.getAllByRole('radio');
/** Chooses with the keyboard: Enter on the focused answer, then the 100 ms advance. */
const enter = () => {
  fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
  act(() => vi.advanceTimersByTime(WIZARD_ADVANCE_DELAY_MS));
};
const params = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/service/ring-finder');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Wizard (001 §2, §4)', () => {
  it('walks intro, steps with the keyboard, result, all answers and restart', () => {
    renderWizard();
    expect(heading()).toBe('Find your ring');
    fireEvent.click(screen.getByRole('button', { name: 'Let’s begin' }));
    expect(heading()).toBe('Question metal?');
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { level: 2 }).id,
    );
    // Arrows move the focus only; Enter chooses and advances after the delay.
    expect(document.activeElement).toBe(radios()[0]);
    fireEvent.keyDown(radios()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radios()[1]);
    expect(radios().every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(radios()[1]!.getAttribute('aria-checked')).toBe('true');
    expect(heading()).toBe('Question metal?');
    act(() => vi.advanceTimersByTime(WIZARD_ADVANCE_DELAY_MS));
    expect(heading()).toBe('Question enamel?');
    expect(params().get('answers')).toBe('white-slug');

    // "enamel" makes the colour step appear, and the total grows with it.
    enter();
    expect(heading()).toBe('Question colour?');
    expect(screen.getByText('Question 3 of 4')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    enter();
    expect(heading()).toBe('Question width?');
    enter();

    // white 3 + enamel 2 + blue 2 + narrow 1 = 8 for 10-1014; then 10-1053 (4); 10-1001 and
    // 10-1040 tie at 3 and the catalogue's order decides.
    expect(heading()).toBe('Our recommendation for you');
    const results = screen.getAllByTestId('wizard-result');
    expect(results.map((r) => r.querySelector('h3')!.textContent)).toEqual([
      'Ring 10-1014Ring 10-1014 in gold',
      'Ring 10-1053Ring 10-1053 in gold',
      'Ring 10-1001Ring 10-1001 in gold',
    ]);
    expect(results[0]!.querySelector('a')!.getAttribute('href')).toBe('/produkte/10-1014');
    expect(results[0]!.querySelector('img')).toBeTruthy();
    expect(results.every((r) => r.querySelector('[data-testid="wishlist-toggle"]'))).toBe(true);
    // Only the important step is in the important answers.
    expect(screen.getByTestId('wizard-important').textContent).toBe('Question metal?Answer white');

    fireEvent.click(screen.getByRole('button', { name: 'See all answers' }));
    expect(heading()).toBe('All your answers');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Question metal?',
      'Question enamel?',
      'Question colour?',
      'Question width?',
    ]);
    expect(params().get('wizard')).toBe('all');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the recommendation' }));
    expect(heading()).toBe('Our recommendation for you');

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(heading()).toBe('Find your ring');
    expect(window.location.search).toBe('');
  });

  it('skips the conditional step when its trigger is not chosen; back removes the latest answer', () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Let’s begin' }));
    enter(); // yellow
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    enter(); // pure gold
    expect(heading()).toBe('Question width?');
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toBe('Question enamel?');
    expect(params().get('answers')).toBe('yellow-slug');
    enter(); // enamel, this time
    expect(heading()).toBe('Question colour?');
  });

  it('keeps the answers in the URL: a reload and the browser’s back button keep them', () => {
    window.history.replaceState(
      null,
      '',
      '/service/ring-finder?wizard=steps&answers=yellow-slug,pure-slug',
    );
    renderWizard();
    expect(heading()).toBe('Question width?');
    // A page load does not move the focus.
    expect(document.activeElement).toBe(document.body);
    radios()[0]!.focus();
    enter(); // narrow
    expect(heading()).toBe('Our recommendation for you');
    // yellow 3 + pure 2 + narrow 0 for 10-1027 (5) beats 10-1001 (yellow 3 + narrow 1 = 4).
    expect(screen.getAllByTestId('wizard-result')[0]!.textContent).toContain('Ring 10-1027');
    act(() => {
      window.history.back();
    });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(heading()).toBe('Question width?');
  });

  it('ignores answers in the URL that do not fit the steps', () => {
    window.history.replaceState(
      null,
      '',
      '/service/ring-finder?wizard=all&answers=yellow-slug,red-slug',
    );
    renderWizard();
    expect(heading()).toBe('Question enamel?');
  });

  it('offers no wishlist toggle on a jeweler microsite (000 §4)', () => {
    const result = (wishlist: boolean) => {
      window.history.replaceState(null, '', '/service/ring-finder?wizard=steps&answers=white-slug');
      const view = renderWithIntl(
        <Wizard
          variant="page"
          steps={STEPS.slice(0, 1)}
          products={PRODUCTS}
          texts={TEXTS}
          contact={null}
          wishlist={wishlist}
        />,
      );
      const results = screen.getAllByTestId('wizard-result');
      const toggles = screen.queryAllByTestId('wishlist-toggle').length;
      view.unmount();
      return [results.length, toggles];
    };
    expect(result(true)).toEqual([2, 2]);
    expect(result(false)).toEqual([2, 0]);
  });

  it('says so when no product matches', () => {
    window.history.replaceState(null, '', '/service/ring-finder?wizard=steps&answers=yellow-slug');
    renderWithIntl(
      <Wizard
        variant="page"
        steps={STEPS.slice(0, 1)}
        products={[product('x', 'other')]}
        texts={TEXTS}
        contact={null}
        wishlist
      />,
      { locale: 'ja' },
    );
    expect(heading()).toBe('あなたへのおすすめ');
    expect(screen.queryByTestId('wizard-results')).toBeNull();
    expect(screen.getByText(/回答を変更するか/)).toBeTruthy();
  });

  it('runs the questions in a full-screen dialog that Escape leaves', () => {
    renderWizard('fullscreen');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Let’s begin' }));
    const dialog = screen.getByRole('dialog', { name: 'Find your ring' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(radios()[0]);
    enter();
    expect(screen.getByRole('heading', { level: 2, name: 'Question enamel?' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
    expect(heading()).toBe('Find your ring');
  });
});
