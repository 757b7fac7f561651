'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  questionsAndAnswers,
  reachableWizardState,
  recommendProducts,
  wizardMessage,
  wizardPath,
  wizardProducts,
  wizardReducer,
  type WizardAction,
} from '@maison/domain';
import {
  aspectHeightPx,
  IMAGE_WIDTH_DESKTOP_PX,
  WIZARD_ADVANCE_DELAY_MS,
} from '@maison/domain/constants';
import { Picture } from '@/features/content/Picture';
import { sizesOf } from '@/features/content/images';
import { Button } from '@/ui/Button';
import { CloseIcon } from '@/ui/Icon';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { ChoiceGroup } from './ChoiceGroup';
import { useFirstStepRecord, useRecommendationPatch } from './firstStep';
import { AnswerList, ResultScreen } from './ResultScreen';
import type { WizardChoice, WizardContact, WizardProduct, WizardStep, WizardTexts } from './types';
import { useWizardUrl } from './urlState';
import { WizardContactForm } from './WizardContactForm';
import styles from './Wizard.module.css';

export interface WizardProps {
  /** 001 §2: `fullscreen` runs the questions in an app-like full-screen dialog. */
  variant: 'page' | 'fullscreen';
  steps: WizardStep[];
  products: WizardProduct[];
  texts: WizardTexts;
  /** The contact form before the steps or after the result; null: the block has none. */
  contact: WizardContact | null;
  /** Whether the result offers the wishlist toggle: not on jeweler microsites (000 §4). */
  wishlist: boolean;
}

/**
 * The recommendation wizard (001 §2, §4): intro, the contact form when it comes first, one
 * screen per step, the result with the top three products and the important answers, the
 * all-answers screen, and the contact form and its success when it comes last. The state lives
 * in the URL (urlState.ts), a first-step form's record in the session (firstStep.ts). In the
 * full-screen variant every screen after the intro is a full-screen dialog: focus stays in it,
 * Escape leaves to the intro.
 */
export function Wizard({ variant, steps, products, texts, contact, wishlist }: WizardProps) {
  const t = useTranslations('wizard');
  const position = contact?.position ?? null;
  const [urlState, go] = useWizardUrl(steps);
  const [record, setRecord] = useFirstStepRecord(
    position === 'firstStep' && contact ? contact.placement.componentUid : null,
  );
  const state = reachableWizardState(urlState, position, record !== null);
  const path = useMemo(() => wizardPath(steps, state.answers), [steps, state.answers]);
  const recommended = useMemo(
    () => recommendProducts(products, path.answers).map((entry) => entry.product),
    [products, path.answers],
  );
  const productsField = wizardProducts(recommended.map((product) => product.mpn));
  const answersText = questionsAndAnswers(path.answers);
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A state, not a ref: the full-screen dialog mounts its content a render after opening.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const headingId = useId();
  const complete = path.current === null;
  const screen =
    state.phase === 'steps'
      ? complete
        ? 'result'
        : `step-${state.answers.length}`
      : state.phase === 'allAnswers'
        ? 'all'
        : state.phase;

  const patched = useRecommendationPatch({
    record,
    setRecord,
    placement: position === 'firstStep' && contact ? contact.placement : null,
    onResult: complete && (state.phase === 'steps' || state.phase === 'allAnswers'),
    products: productsField,
    message: wizardMessage(record?.customMessage ?? '', answersText),
  });

  const dispatch = (action: WizardAction, options?: { replace?: boolean }) => {
    if (timer.current) clearTimeout(timer.current);
    setPending(null);
    // 001 §4: restart returns to the intro, and with the form first asks for it again.
    if (action.type === 'restart' && record) setRecord(null);
    go(wizardReducer(steps, position, state, action), options);
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
      go(wizardReducer(steps, position, state, { type: 'answer', choiceId: choice.id }));
    }, WIZARD_ADVANCE_DELAY_MS);
  };

  const restart = (
    <Button variant="text" onClick={() => dispatch({ type: 'restart' })}>
      {t('restart')}
    </Button>
  );
  const back = (label = t('back')) => (
    <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
      {label}
    </Button>
  );
  // 001 §2: with the form last, the result and the all-answers screen offer it.
  const addContact =
    position === 'lastStep' ? (
      <Button onClick={() => dispatch({ type: 'openContact' })}>{t('addContact')}</Button>
    ) : null;
  const frame = (children: ReactNode) => (
    <div ref={setRoot} className={styles.root} data-testid="wizard" data-screen={screen}>
      {children}
    </div>
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
            width={IMAGE_WIDTH_DESKTOP_PX}
            height={aspectHeightPx(IMAGE_WIDTH_DESKTOP_PX, 'wide')}
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
    if ((state.phase === 'form' || state.phase === 'contact') && contact) {
      const last = state.phase === 'contact';
      return frame(
        <>
          <WizardContactForm
            contact={contact}
            recommendation={
              last
                ? {
                    products: productsField,
                    message: (own) => wizardMessage(own, answersText),
                  }
                : null
            }
            onSent={(uuid, customMessage) => {
              if (last) {
                dispatch({ type: 'contactSent' }, { replace: true });
                return;
              }
              setRecord({ uuid, customMessage, patched: null });
              go({ ...state, phase: 'steps' });
            }}
          />
          <div className={styles.controls}>
            {back(last ? t('backToResult') : t('back'))}
            {restart}
          </div>
        </>,
      );
    }

    if (state.phase === 'sent' && contact) {
      return frame(
        <div role="status" className={styles.sent} data-testid="wizard-sent">
          <h2 id={headingId} tabIndex={-1} className={styles.heading}>
            {contact.copy.successHeadline ?? t('sentHeadline')}
          </h2>
          <p className={styles.lead}>{contact.copy.successSubheadline ?? t('sentText')}</p>
          <div className={styles.controls}>
            <Button onClick={() => dispatch({ type: 'restart' })}>{t('restart')}</Button>
          </div>
        </div>,
      );
    }

    if (state.phase === 'allAnswers') {
      return frame(
        <>
          <h2 id={headingId} tabIndex={-1} className={styles.heading}>
            {texts.allAnswersHeadline ?? t('allAnswersHeadline')}
          </h2>
          <AnswerList answers={path.answers} testId="wizard-all-answers" />
          <div className={styles.controls}>
            {addContact}
            {back(t('backToResult'))}
            {restart}
          </div>
        </>,
      );
    }

    if (path.current) {
      const { step } = path.current;
      const number = state.answers.length + 1;
      return frame(
        <>
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
            {back()}
            {restart}
          </div>
        </>,
      );
    }

    return frame(
      <ResultScreen
        headingId={headingId}
        texts={texts}
        recommended={recommended}
        wishlist={wishlist}
        important={path.answers.filter((answer) => answer.step.isImportant)}
        status={patched ? t('patched') : null}
        controls={
          <div className={styles.controls}>
            {addContact}
            <Button
              variant={position === 'lastStep' ? 'secondary' : 'primary'}
              onClick={() => dispatch({ type: 'showAllAnswers' })}
            >
              {t('showAllAnswers')}
            </Button>
            {back()}
            {restart}
          </div>
        }
      />,
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
