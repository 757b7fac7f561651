'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import type { WizardChoice } from './types';
import styles from './Wizard.module.css';

/** The 1:1 box an answer's image reserves. */
const CHOICE_IMAGE_PX = 400;
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A step's answers as a radio group. Arrows, Home and End move the focus without choosing,
 * since choosing advances to the next question; Enter, Space or a click choose.
 */
export function ChoiceGroup({
  labelledBy,
  choices,
  chosen,
  onChoose,
}: {
  labelledBy: string;
  choices: readonly WizardChoice[];
  chosen: string | null;
  onChoose: (choice: WizardChoice) => void;
}) {
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      choices.findIndex((c) => c.id === chosen),
    ),
  );
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const withImages = choices.some((c) => c.image);

  const focus = (index: number) => {
    const next = (index + choices.length) % choices.length;
    setActive(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (NEXT_KEYS.has(event.key)) focus(index + 1);
    else if (PREVIOUS_KEYS.has(event.key)) focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(choices.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') onChoose(choices[index]!);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={withImages ? `${styles.choices} ${styles.imageChoices}` : styles.choices}
      data-testid="wizard-choices"
    >
      {choices.map((choice, index) => (
        <div
          key={choice.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          role="radio"
          aria-checked={choice.id === chosen}
          tabIndex={index === active ? 0 : -1}
          className={styles.choice}
          data-choice={choice.id}
          onClick={() => onChoose(choice)}
          onKeyDown={(event) => onKeyDown(event, index)}
          onFocus={() => setActive(index)}
        >
          {choice.image ? (
            <Picture
              className={styles.choiceMedia}
              src={choice.image.src}
              alt={choice.image.alt}
              width={CHOICE_IMAGE_PX}
              height={CHOICE_IMAGE_PX}
              sizes={sizesOf('50vw', '25vw')}
              eager
            />
          ) : null}
          <span className={styles.choiceName}>{choice.name}</span>
        </div>
      ))}
    </div>
  );
}
