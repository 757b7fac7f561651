'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { WizardAnswer } from '@maison/domain';
import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import { WishlistToggle } from '@/features/wishlist/WishlistToggle';
import type { WizardProduct, WizardStep, WizardTexts } from './types';
import styles from './Wizard.module.css';

/** The 1:1 box a recommended product's image reserves. */
const RESULT_IMAGE_PX = 800;

/** The question and the answer of each step, as a description list. */
export function AnswerList({
  answers,
  testId,
}: {
  answers: readonly WizardAnswer<WizardStep>[];
  testId: string;
}) {
  return (
    <dl className={styles.answers} data-testid={testId}>
      {answers.map((answer) => (
        <div key={answer.step.id} className={styles.answer}>
          <dt>{answer.step.label}</dt>
          <dd>{answer.choice.name}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 001 §2: the result screen: the top three products (image, name, name2, link, wishlist
 * toggle) and the section of important questions and answers; `status` tells of a sent form.
 */
export function ResultScreen({
  headingId,
  texts,
  recommended,
  wishlist,
  important,
  status,
  controls,
}: {
  headingId: string;
  texts: WizardTexts;
  recommended: readonly WizardProduct[];
  /** Not on jeweler microsites (000 §4). */
  wishlist: boolean;
  important: readonly WizardAnswer<WizardStep>[];
  status: string | null;
  controls: ReactNode;
}) {
  const t = useTranslations('wizard');
  return (
    <>
      <h2 id={headingId} tabIndex={-1} className={styles.heading}>
        {texts.resultHeadline ?? t('resultHeadline')}
      </h2>
      {texts.resultText ? <p className={styles.lead}>{texts.resultText}</p> : null}
      <p className={styles.status} role="status" data-testid="wizard-status">
        {status}
      </p>
      {recommended.length ? (
        <ol className={styles.results} data-testid="wizard-results">
          {recommended.map((product, index) => (
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
              {wishlist ? <WishlistToggle article={product.mpn} /> : null}
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
          <AnswerList answers={important} testId="wizard-important" />
        </section>
      ) : null}
      {controls}
    </>
  );
}
