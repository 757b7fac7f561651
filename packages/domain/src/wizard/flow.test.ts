import { describe, expect, it } from 'vitest';
import { WIZARD_ADVANCE_DELAY_MS, WIZARD_RESULT_COUNT } from '../constants/wizard';
import {
  productWeight,
  reachableWizardState,
  recommendProducts,
  stepAppears,
  WIZARD_INITIAL_STATE,
  wizardPath,
  wizardReducer,
  type WizardAction,
  type WizardState,
  type WizardStepModel,
} from './flow';

const step = (
  weight: number,
  choices: Record<string, string[]>,
  conditionalStepChoices: string[] = [],
): WizardStepModel => ({
  weight,
  conditionalStepChoices,
  choices: Object.entries(choices).map(([id, tags]) => ({ id, tags })),
});

// Who (weight 1), metal (3), stones (5), the kind of stone (2, only after "stones"), style (2).
const steps = [
  step(1, { self: ['for-self'], gift: ['gift'] }),
  step(3, { yellow: ['yellow-gold'], white: ['white-gold'] }),
  step(5, { stones: ['diamond'], plain: ['plain'] }),
  step(2, { brilliant: ['brilliant'], pave: ['pave'] }, ['stones']),
  step(2, { classic: ['classic'], modern: ['modern'] }),
];

const product = (name: string, ...tags: string[]) => ({ name, tags });
const catalogue = [
  product('A', 'yellow-gold', 'plain', 'classic'), // yellow+plain+classic: 3+5+2 = 10
  product('B', 'white-gold', 'diamond', 'brilliant', 'modern'),
  product('C', 'yellow-gold', 'diamond', 'pave'),
  product('D', 'white-gold', 'plain', 'classic'),
  product('E', 'gift'),
];
const names = (list: { product: { name: string } }[]) => list.map((e) => e.product.name);
const answersOf = (ids: string[]) => wizardPath(steps, ids).answers;
const validAnswerIds = (list: typeof steps, ids: string[]) =>
  wizardPath(list, ids).answers.map((a) => a.choice.id);

describe('constants (001 §4, §9)', () => {
  it('advances after 100 ms and recommends three products', () => {
    expect(WIZARD_ADVANCE_DELAY_MS).toBe(100);
    expect(WIZARD_RESULT_COUNT).toBe(3);
  });
});

describe('conditional steps (001 §4)', () => {
  it('a step without conditions always appears; one with conditions only after one of them', () => {
    expect(stepAppears(steps[0]!, new Set())).toBe(true);
    expect(stepAppears(steps[3]!, new Set())).toBe(false);
    expect(stepAppears(steps[3]!, new Set(['plain']))).toBe(false);
    expect(stepAppears(steps[3]!, new Set(['stones']))).toBe(true);
    expect(stepAppears(step(1, {}, ['a', 'b']), new Set(['b']))).toBe(true);
  });

  it('the conditional step follows its trigger answer', () => {
    const path = wizardPath(steps, ['self', 'yellow', 'stones']);
    expect(path.current?.index).toBe(3);
    expect(path.appearing).toBe(5);
  });

  it('is skipped when its trigger was not chosen', () => {
    const path = wizardPath(steps, ['self', 'yellow', 'plain']);
    expect(path.current?.index).toBe(4);
    expect(path.appearing).toBe(4);
  });

  it('does not appear before its trigger is answered, even if counted as later', () => {
    const path = wizardPath(steps, ['self']);
    expect(path.current?.index).toBe(1);
    expect(path.appearing).toBe(4);
  });

  it('a conditional step can itself trigger a later one', () => {
    const chain = [
      step(1, { a: ['x'], b: ['y'] }),
      step(1, { c: ['z'] }, ['a']),
      step(1, { d: [] }, ['c']),
    ];
    expect(wizardPath(chain, ['b']).current).toBeNull();
    expect(wizardPath(chain, ['a', 'c']).current?.index).toBe(2);
  });
});

describe('wizardPath', () => {
  it('starts at the first step with no answers', () => {
    const path = wizardPath(steps, []);
    expect(path.answers).toEqual([]);
    expect(path.current?.index).toBe(0);
  });

  it('is complete when every appearing step is answered', () => {
    expect(wizardPath(steps, ['self', 'yellow', 'plain', 'classic']).current).toBeNull();
    expect(wizardPath(steps, ['self', 'yellow', 'stones', 'pave', 'classic']).current).toBeNull();
  });

  it('drops an answer that is not a choice of the next step, and every later one', () => {
    expect(validAnswerIds(steps, ['self', 'pave', 'plain'])).toEqual(['self']);
    expect(validAnswerIds(steps, ['nope'])).toEqual([]);
    expect(wizardPath(steps, ['self', 'nope']).current?.index).toBe(1);
  });

  it('ignores answers beyond the last step', () => {
    expect(validAnswerIds(steps, ['self', 'yellow', 'plain', 'classic', 'gift'])).toEqual([
      'self',
      'yellow',
      'plain',
      'classic',
    ]);
  });

  it('a wizard without steps is complete at once', () => {
    expect(wizardPath([], ['x'])).toEqual({ answers: [], current: null, appearing: 0 });
  });
});

describe('scoring (001 §9)', () => {
  it('sums the weights of the steps whose answer shares a tag, by hand', () => {
    const answers = answersOf(['self', 'yellow', 'plain', 'classic']);
    // A: yellow 3 + plain 5 + classic 2 = 10; B: 0; C: yellow 3 = 3; D: plain 5 + classic 2 = 7
    expect(catalogue.map((p) => productWeight(p, answers))).toEqual([10, 0, 3, 7, 0]);
  });

  it('counts a step once however many of its tags match', () => {
    const answers = wizardPath([step(4, { x: ['a', 'b'] })], ['x']).answers;
    expect(productWeight({ tags: ['a', 'b'] }, answers)).toBe(4);
  });

  it('scores the conditional step only when it appeared and was answered', () => {
    const withStones = answersOf(['self', 'white', 'stones', 'brilliant', 'modern']);
    // B: white 3 + diamond 5 + brilliant 2 + modern 2 = 12; C: diamond 5; D: white 3
    expect(catalogue.map((p) => productWeight(p, withStones))).toEqual([0, 12, 5, 3, 0]);
    // Plain skips the stones step: "brilliant" in the URL cannot be scored.
    const skipped = answersOf(['self', 'white', 'plain', 'brilliant']);
    expect(skipped.map((a) => a.choice.id)).toEqual(['self', 'white', 'plain']);
    expect(productWeight(catalogue[1]!, skipped)).toBe(3);
  });

  it('recommends the top three by weight', () => {
    const top = recommendProducts(catalogue, answersOf(['self', 'yellow', 'plain', 'classic']));
    expect(names(top)).toEqual(['A', 'D', 'C']);
    expect(top.map((e) => e.weight)).toEqual([10, 7, 3]);
  });

  it('breaks ties by the catalogue order, stably', () => {
    const tied = [
      product('P', 'gift'),
      product('Q', 'gift'),
      product('R', 'gift'),
      product('S', 'gift'),
    ];
    const answers = answersOf(['gift']);
    expect(names(recommendProducts(tied, answers))).toEqual(['P', 'Q', 'R']);
    expect(names(recommendProducts([...tied].reverse(), answers))).toEqual(['S', 'R', 'Q']);
  });

  it('returns fewer than three when fewer products match, and none without a match', () => {
    expect(names(recommendProducts(catalogue, answersOf(['gift'])))).toEqual(['E']);
    expect(recommendProducts(catalogue, [])).toEqual([]);
    expect(recommendProducts([product('Z', 'nothing')], answersOf(['self', 'yellow']))).toEqual([]);
  });

  it('changes with the answers', () => {
    const a = names(
      recommendProducts(catalogue, answersOf(['self', 'yellow', 'plain', 'classic'])),
    );
    const b = names(
      recommendProducts(catalogue, answersOf(['self', 'white', 'stones', 'brilliant', 'modern'])),
    );
    expect(a).not.toEqual(b);
    expect(b).toEqual(['B', 'C', 'D']);
  });
});

describe('flow reducer (001 §4)', () => {
  const run = (
    actions: WizardAction[],
    position: 'firstStep' | 'lastStep' | null = 'lastStep',
    from: WizardState = WIZARD_INITIAL_STATE,
  ) => actions.reduce((s, a) => wizardReducer(steps, position, s, a), from);
  const answer = (choiceId: string): WizardAction => ({ type: 'answer', choiceId });

  it('intro, then the steps when the form comes last or there is none', () => {
    expect(run([{ type: 'start' }])).toEqual({ phase: 'steps', answers: [] });
    expect(run([{ type: 'start' }], null)).toEqual({ phase: 'steps', answers: [] });
  });

  it('intro, form, then the steps when the form comes first', () => {
    expect(run([{ type: 'start' }], 'firstStep').phase).toBe('form');
    expect(run([{ type: 'start' }, { type: 'formSent' }], 'firstStep').phase).toBe('steps');
    expect(run([{ type: 'start' }, answer('self')], 'firstStep').answers).toEqual([]);
  });

  it('takes only answers of the current step', () => {
    const s = run([
      { type: 'start' },
      answer('self'),
      answer('self'),
      answer('pave'),
      answer('white'),
    ]);
    expect(s.answers).toEqual(['self', 'white']);
  });

  it('ignores answers on the intro and after the last step', () => {
    expect(run([answer('self')])).toBe(WIZARD_INITIAL_STATE);
    const done = run([{ type: 'start' }, ...['self', 'yellow', 'plain', 'classic'].map(answer)]);
    expect(run([answer('modern')], 'lastStep', done)).toBe(done);
  });

  it('back removes the latest answer, then returns to the intro', () => {
    const s = run([{ type: 'start' }, answer('self'), answer('yellow'), { type: 'back' }]);
    expect(s).toEqual({ phase: 'steps', answers: ['self'] });
    expect(run([{ type: 'back' }, { type: 'back' }], 'lastStep', s)).toEqual(WIZARD_INITIAL_STATE);
  });

  it('going back and choosing another answer changes the conditional step', () => {
    const s = run([{ type: 'start' }, answer('self'), answer('yellow'), answer('stones')]);
    expect(wizardPath(steps, s.answers).current?.index).toBe(3);
    const changed = run([{ type: 'back' }, answer('plain')], 'lastStep', s);
    expect(wizardPath(steps, changed.answers).current?.index).toBe(4);
  });

  it('shows all answers only when complete; back returns to the result', () => {
    const partial = run([{ type: 'start' }, answer('self')]);
    expect(run([{ type: 'showAllAnswers' }], 'lastStep', partial)).toBe(partial);
    const all = run(
      [...['yellow', 'plain', 'classic'].map(answer), { type: 'showAllAnswers' }],
      'lastStep',
      partial,
    );
    expect(all.phase).toBe('allAnswers');
    expect(run([{ type: 'back' }], 'lastStep', all)).toEqual({ ...all, phase: 'steps' });
  });

  it('restart returns to the intro with no answers from anywhere', () => {
    const s = run([{ type: 'start' }, answer('self'), answer('yellow')]);
    expect(run([{ type: 'restart' }], 'lastStep', s)).toEqual(WIZARD_INITIAL_STATE);
    expect(run([{ type: 'start' }, { type: 'restart' }], 'firstStep')).toEqual(
      WIZARD_INITIAL_STATE,
    );
  });

  it('start outside the intro and formSent outside the form change nothing', () => {
    const s = run([{ type: 'start' }, answer('self')]);
    expect(run([{ type: 'start' }, { type: 'formSent' }], 'lastStep', s)).toBe(s);
  });

  const complete = ['self', 'yellow', 'plain', 'classic'].map(answer);

  it('opens the contact form after the result only when the form comes last', () => {
    const partial = run([{ type: 'start' }, answer('self')]);
    expect(run([{ type: 'openContact' }], 'lastStep', partial)).toBe(partial);
    const result = run([{ type: 'start' }, ...complete]);
    const contact = run([{ type: 'openContact' }], 'lastStep', result);
    expect(contact).toEqual({ phase: 'contact', answers: result.answers });
    expect(run([{ type: 'openContact' }], 'firstStep', result)).toBe(result);
    expect(run([{ type: 'openContact' }], null, result)).toBe(result);
    const fromAll = run([{ type: 'showAllAnswers' }, { type: 'openContact' }], 'lastStep', result);
    expect(fromAll.phase).toBe('contact');
  });

  it('back leaves the contact form to the result, and the first form to the intro', () => {
    const contact = run([{ type: 'start' }, ...complete, { type: 'openContact' }]);
    expect(run([{ type: 'back' }], 'lastStep', contact)).toEqual({
      phase: 'steps',
      answers: contact.answers,
    });
    expect(run([{ type: 'start' }, { type: 'back' }], 'firstStep')).toEqual(WIZARD_INITIAL_STATE);
  });

  it('the sent contact form shows its success until restart', () => {
    const contact = run([{ type: 'start' }, ...complete, { type: 'openContact' }]);
    const sent = run([{ type: 'contactSent' }], 'lastStep', contact);
    expect(sent).toEqual({ phase: 'sent', answers: contact.answers });
    expect(run([{ type: 'contactSent' }, { type: 'back' }], 'lastStep', sent)).toBe(sent);
    expect(run([{ type: 'restart' }], 'lastStep', sent)).toEqual(WIZARD_INITIAL_STATE);
    const steps = run([{ type: 'start' }, answer('self')]);
    expect(run([{ type: 'contactSent' }], 'lastStep', steps)).toBe(steps);
  });
});

describe('reachable state of a URL (docs/decisions/0036)', () => {
  const at = (phase: WizardState['phase']): WizardState => ({ phase, answers: ['self'] });

  it('the contact screens exist only when the form comes last', () => {
    expect(reachableWizardState(at('contact'), 'lastStep', false)).toEqual(at('contact'));
    expect(reachableWizardState(at('sent'), 'lastStep', false)).toEqual(at('sent'));
    expect(reachableWizardState(at('contact'), 'firstStep', true)).toEqual(at('steps'));
    expect(reachableWizardState(at('sent'), null, false)).toEqual(at('steps'));
  });

  it('the first form exists only when the form comes first', () => {
    expect(reachableWizardState(at('form'), 'lastStep', false)).toEqual(at('steps'));
    expect(reachableWizardState(at('form'), null, false)).toEqual(at('steps'));
  });

  it('with the form first, the steps wait for the sent form and keep the answers', () => {
    expect(reachableWizardState(at('steps'), 'firstStep', false)).toEqual(at('form'));
    expect(reachableWizardState(at('allAnswers'), 'firstStep', false)).toEqual(at('form'));
    expect(reachableWizardState(at('steps'), 'firstStep', true)).toEqual(at('steps'));
    expect(reachableWizardState(WIZARD_INITIAL_STATE, 'firstStep', false)).toBe(
      WIZARD_INITIAL_STATE,
    );
  });
});
