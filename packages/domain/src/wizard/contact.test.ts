import { describe, expect, it } from 'vitest';
import {
  WIZARD_CONTACT_FIELDS,
  questionsAndAnswers,
  wizardContactRequired,
  wizardMessage,
  wizardProducts,
} from './contact';
import { wizardPath } from './flow';

describe('wizard contact form (001 §3, §5)', () => {
  it('sends the fields of 001 §3', () => {
    expect(WIZARD_CONTACT_FIELDS).toEqual([
      'subject',
      'gender',
      'first_name',
      'last_name',
      'email',
      'newsletter_subscription',
      'data_agreement',
      'customMessage',
      'products',
      'message',
    ]);
  });

  it('requires email, gender and the names; the agreement only when its label is configured', () => {
    expect([...wizardContactRequired(false)].sort()).toEqual(
      ['email', 'first_name', 'gender', 'last_name'].sort(),
    );
    expect(wizardContactRequired(true)).toContain('data_agreement');
    expect(wizardContactRequired(false)).not.toContain('data_agreement');
  });

  it('writes the own message, a blank line, then each question and its answer', () => {
    const qa = [
      { question: 'Für wen?', answer: 'Für mich' },
      { question: 'Welches Gold? ', answer: ' Roségold' },
    ];
    expect(wizardMessage('  Bitte mit Termin. ', qa)).toBe(
      'Bitte mit Termin.\n\nFür wen?: Für mich\nWelches Gold?: Roségold',
    );
    expect(wizardMessage('', qa)).toBe('Für wen?: Für mich\nWelches Gold?: Roségold');
    expect(wizardMessage('Nur Text', [])).toBe('Nur Text');
  });

  it('lists the answered steps in order, skipped ones absent', () => {
    const steps = [
      {
        label: 'Q1',
        weight: 1,
        conditionalStepChoices: [],
        choices: [{ id: 'a', name: 'A', tags: [] }],
      },
      {
        label: 'Q2',
        weight: 1,
        conditionalStepChoices: ['x'],
        choices: [{ id: 'b', name: 'B', tags: [] }],
      },
      {
        label: 'Q3',
        weight: 1,
        conditionalStepChoices: [],
        choices: [{ id: 'c', name: 'C', tags: [] }],
      },
    ];
    const { answers } = wizardPath(steps, ['a', 'c']);
    expect(questionsAndAnswers(answers)).toEqual([
      { question: 'Q1', answer: 'A' },
      { question: 'Q3', answer: 'C' },
    ]);
  });

  it('joins the recommended article numbers with commas', () => {
    expect(wizardProducts(['10-1079', '10-2001'])).toBe('10-1079,10-2001');
    expect(wizardProducts([])).toBe('');
  });
});
