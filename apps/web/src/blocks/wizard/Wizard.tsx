'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { recommendProducts, wizardPath, wizardReducer, type WizardAction } from '@maison/domain';
import { WIZARD_ADVANCE_DELAY_MS } from '@maison/domain/constants';
import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import { WishlistToggle } from '@/features/wishlist/WishlistToggle';
import { Button } from '@/ui/Button';
import { CloseIcon } from '@/ui/Icon';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { ChoiceGroup } from './ChoiceGroup';
import type { WizardChoice, WizardProduct, WizardStep, WizardTexts } from './types';
import { useWizardUrl } from './urlState';
import styles from './Wizard.module.css';

/** The 1:1 box a recommended product's image reserves. */
const RESULT_IMAGE_PX = 800;

export interface WizardProps {
  /** 001 §2: `fullscreen` runs the questions in an app-like full-screen dialog. */
  variant: 'page' | 'fullscreen';
  steps: WizardStep[];
  products: WizardProduct[];
  texts: WizardTexts;
}

/**
 * The recommendation wizard (001 §2, §4): intro, one screen per step, the result with the top
 * three products and the important answers, and the all-answers screen. The state lives in the
 * URL (urlState.ts); the contact form is not part of it yet. In the full-screen variant every
 * screen after the intro is a full-screen dialog: focus stays in it, Escape leaves to the intro.
 */
export function Wizard({ variant, steps, products, texts }: WizardProps) {
  const t = useTranslations('wizard');
  const [state, go] = useWizardUrl(steps);
  const path = useMemo(() => wizardPath(steps, state.answers), [steps, state.answers]);
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A state, not a ref: the full-screen dialog mounts its content a render after opening.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const headingId = useId();
  const screen =
    state.phase === 'intro'
      ? 'intro'
      : state.phase === 'allAnswers'
        ? 'all'
        : path.current
          ? `step-${state.answers.length}`
          : 'result';

  const dispatch = (action: WizardAction) => {
    if (timer.current) clearTimeout(timer.current);
    setPending(null);
    go(wizardReducer(steps, null, state, action));
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // A new screen takes the focus (its first answer, else its heading), but not on page load.
  const shown = useRef(screen);
  useEffect(() => {
    // Right after a change the state can still hold the previous screen's element.
    if (shown.current === screen || root?.dataset.screen !== screen) return;
    shown.current = screen;
    const target =
      root.querySelector<HTMLElement>('[role="radio"][tabindex="0"]') ??
      root.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [screen, root]);

  const choose = (choice: WizardChoice) => {
    if (pending) return;
    setPending(choice.id);
    // 001 §4: the chosen answer shows as chosen briefly before the next screen.
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(null);
      go(wizardReducer(steps, null, state, { type: 'answer', choiceId: choice.id }));
    }, WIZARD_ADVANCE_DELAY_MS);
  };

  const restart = (
    <Button variant="text" onClick={() => dispatch({ type: 'restart' })}>
      {t('restart')}
    </Button>
  );

  const intro = (
    <div
      ref={state.phase === 'intro' ? setRoot : undefined}
      className={styles.root}
      data-testid={state.phase === 'intro' ? 'wizard' : undefined}
      data-screen="intro"
    >
      <section className={styles.splash} aria-labelledby={`${headingId}-intro`}>
        {texts.splashImage ? (
          <Picture
            className={styles.splashMedia}
            src={texts.splashImage.src}
            alt={texts.splashImage.alt}
            width={1600}
            height={900}
            sizes={sizesOf('100vw', '100vw')}
            eager
          />
        ) : null}
        <div className={styles.splashText}>
          <h2 id={`${headingId}-intro`} tabIndex={-1} className={styles.title}>
            {texts.splashTitle ?? t('title')}
          </h2>
          {texts.splashText ? <p>{texts.splashText}</p> : null}
          <Button onClick={() => dispatch({ type: 'start' })}>
            {texts.splashButton ?? t('start')}
          </Button>
        </div>
      </section>
    </div>
  );

  const screenContent = () => {
    if (state.phase === 'allAnswers') {
      return (
        <div ref={setRoot} className={styles.root} data-testid="wizard" data-screen={screen}>
          <h2 id={headingId} tabIndex={-1} className={styles.heading}>
            {texts.allAnswersHeadline ?? t('allAnswersHeadline')}
          </h2>
          <dl className={styles.answers} data-testid="wizard-all-answers">
            {path.answers.map((answer) => (
              <div key={answer.step.id} className={styles.answer}>
                <dt>{answer.step.label}</dt>
                <dd>{answer.choice.name}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.controls}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              {t('backToResult')}
            </Button>
            {restart}
          </div>
        </div>
      );
    }

    if (path.current) {
      const { step } = path.current;
      const number = state.answers.length + 1;
      return (
        <div ref={setRoot} className={styles.root} data-testid="wizard" data-screen={screen}>
          <div className={styles.progress}>
            <span id={`${headingId}-progress`}>
              {t('progress', { current: number, total: path.appearing })}
            </span>
            <progress
              className={styles.bar}
              value={number}
              max={path.appearing}
              aria-labelledby={`${headingId}-progress`}
            />
          </div>
          <h2 id={headingId} tabIndex={-1} className={styles.heading}>
            {step.label}
          </h2>
          <ChoiceGroup
            key={step.id}
            labelledBy={headingId}
            choices={step.choices}
            chosen={pending}
            onChoose={choose}
          />
          <div className={styles.controls}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              {t('back')}
            </Button>
            {restart}
          </div>
        </div>
      );
    }

    return resultScreen();
  };

  const resultScreen = () => {
    const recommended = recommendProducts(products, path.answers);
    const important = path.answers.filter((answer) => answer.step.isImportant);
    return (
      <div ref={setRoot} className={styles.root} data-testid="wizard" data-screen={screen}>
        <h2 id={headingId} tabIndex={-1} className={styles.heading}>
          {texts.resultHeadline ?? t('resultHeadline')}
        </h2>
        {texts.resultText ? <p className={styles.lead}>{texts.resultText}</p> : null}
        {recommended.length ? (
          <ol className={styles.results} data-testid="wizard-results">
            {recommended.map(({ product }, index) => (
              <li key={product.mpn} className={styles.result} data-testid="wizard-result">
                <a className={styles.resultLink} href={product.href}>
                  {product.image ? (
                    <Picture
                      className={styles.resultMedia}
                      src={product.image.src}
                      alt={product.image.alt}
                      width={RESULT_IMAGE_PX}
                      height={RESULT_IMAGE_PX}
                      sizes={sizesOf('100vw', '33vw')}
                      eager={index === 0}
                    />
                  ) : null}
                  <h3 className={styles.resultName}>
                    {product.name}
                    {product.name2 ? <span className={styles.name2}>{product.name2}</span> : null}
                  </h3>
                </a>
                <WishlistToggle article={product.mpn} />
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.lead}>{t('noResults')}</p>
        )}
        {important.length ? (
          <section className={styles.important} aria-labelledby={`${headingId}-important`}>
            <h3 id={`${headingId}-important`} className={styles.subheading}>
              {texts.importantHeadline ?? t('importantHeadline')}
            </h3>
            <dl className={styles.answers} data-testid="wizard-important">
              {important.map((answer) => (
                <div key={answer.step.id} className={styles.answer}>
                  <dt>{answer.step.label}</dt>
                  <dd>{answer.choice.name}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <div className={styles.controls}>
          <Button onClick={() => dispatch({ type: 'showAllAnswers' })}>
            {t('showAllAnswers')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
            {t('back')}
          </Button>
          {restart}
        </div>
      </div>
    );
  };

  if (state.phase === 'intro') return intro;
  if (variant === 'page') return screenContent();
  return (
    <>
      {intro}
      <Dialog.Root
        open
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'restart' });
        }}
      >
        <Dialog.Portal>
          <Dialog.Content
            className={styles.fullscreen}
            aria-describedby={undefined}
            // The screen's own focus rule (its first answer, else its heading) decides.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <VisuallyHidden>
              {/* The dialog's name, not a heading: each screen has its own h2. */}
              <Dialog.Title asChild>
                <span>{texts.splashTitle ?? t('title')}</span>
              </Dialog.Title>
            </VisuallyHidden>
            <Dialog.Close className={styles.leave} aria-label={t('leave')}>
              <CloseIcon />
            </Dialog.Close>
            {screenContent()}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
