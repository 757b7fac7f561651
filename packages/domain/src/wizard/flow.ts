import { WIZARD_RESULT_COUNT, type WIZARD_FORM_POSITIONS } from '../constants/wizard';

/** One answer of a step (001 §3): its id is unique within the wizard. */
export interface WizardChoiceModel {
  id: string;
  tags: readonly string[];
}

/** What the flow and the scoring need of a wizard step (001 §3). */
export interface WizardStepModel {
  weight: number;
  /** Ids of earlier answers that make this step appear; empty: the step always appears. */
  conditionalStepChoices: readonly string[];
  choices: readonly WizardChoiceModel[];
}

/** What the scoring needs of a product story (001 §3): its wizardTags. */
export interface WizardProductModel {
  tags: readonly string[];
}

export type WizardFormPosition = (typeof WIZARD_FORM_POSITIONS)[number];

export interface WizardAnswer<S extends WizardStepModel = WizardStepModel> {
  step: S;
  stepIndex: number;
  choice: S['choices'][number];
}

export interface WizardPath<S extends WizardStepModel = WizardStepModel> {
  /** The answers that fit the steps, in order; an answer that fits no step ends the list. */
  answers: WizardAnswer<S>[];
  /** The next step to answer, null when every appearing step is answered. */
  current: { step: S; index: number } | null;
  /** How many steps appear with the answers so far (answered, current and later ones). */
  appearing: number;
}

/** 001 §4: a step with conditionalStepChoices appears only if one of them was chosen earlier. */
export function stepAppears(step: WizardStepModel, chosen: ReadonlySet<string>): boolean {
  return (
    step.conditionalStepChoices.length === 0 ||
    step.conditionalStepChoices.some((id) => chosen.has(id))
  );
}

/**
 * Walks the steps in order with the given answer ids (001 §4): a step whose condition is unmet
 * is skipped; each answer must be a choice of the next appearing step, otherwise it and every
 * later one are dropped, so a stale or edited URL never yields a wrong state.
 */
export function wizardPath<S extends WizardStepModel>(
  steps: readonly S[],
  answerIds: readonly string[],
): WizardPath<S> {
  const chosen = new Set<string>();
  const answers: WizardAnswer<S>[] = [];
  let current: WizardPath<S>['current'] = null;
  let appearing = 0;
  let next = 0;
  let broken = false;
  steps.forEach((step, index) => {
    if (!stepAppears(step, chosen)) return;
    appearing += 1;
    if (current || broken) return;
    const id = answerIds[next];
    const choice = id === undefined ? undefined : step.choices.find((c) => c.id === id);
    if (!choice) {
      current = { step, index };
      broken = id !== undefined;
      return;
    }
    chosen.add(choice.id);
    answers.push({ step, stepIndex: index, choice });
    next += 1;
  });
  return { answers, current, appearing };
}

/**
 * 001 §9: a product's weight is the sum of the weights of the answered steps whose chosen
 * answer shares at least one tag with the product (a step counts once, however many tags
 * match). Skipped steps have no answer and score nothing.
 */
export function productWeight(
  product: WizardProductModel,
  answers: readonly WizardAnswer[],
): number {
  const tags = new Set(product.tags);
  return answers.reduce(
    (sum, a) => (a.choice.tags.some((tag) => tags.has(tag)) ? sum + a.step.weight : sum),
    0,
  );
}

/**
 * 001 §9: the top products by weight (WIZARD_RESULT_COUNT). Only products with a positive
 * weight are recommended, so fewer than three can come back; equal weights keep the
 * catalogue's order (the order of `products`), see docs/decisions/0035-wizard.md.
 */
export function recommendProducts<P extends WizardProductModel>(
  products: readonly P[],
  answers: readonly WizardAnswer[],
  count: number = WIZARD_RESULT_COUNT,
): { product: P; weight: number }[] {
  return products
    .map((product, order) => ({ product, weight: productWeight(product, answers), order }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, count)
    .map(({ product, weight }) => ({ product, weight }));
}

/**
 * The wizard's screens (001 §2); the question and result screens follow from the answers.
 * `form` is the contact form before the steps (firstStep), `contact` the one after the result
 * (lastStep) and `sent` its success view.
 */
export type WizardPhase = 'intro' | 'form' | 'steps' | 'allAnswers' | 'contact' | 'sent';

export interface WizardState {
  phase: WizardPhase;
  /** The chosen answer ids in order. */
  answers: readonly string[];
}

export type WizardAction =
  | { type: 'start' }
  | { type: 'formSent' }
  | { type: 'answer'; choiceId: string }
  | { type: 'back' }
  | { type: 'showAllAnswers' }
  | { type: 'openContact' }
  | { type: 'contactSent' }
  | { type: 'restart' };

export const WIZARD_INITIAL_STATE: WizardState = { phase: 'intro', answers: [] };

/**
 * The wizard flow (001 §4): start leads to the form when it comes first, else to the steps;
 * an answer is taken only if it belongs to the current step; back leaves the all-answers view
 * or the contact form, else removes the latest answer, else returns to the intro; the contact
 * form after the result opens only when the form comes last and every step is answered;
 * restart returns to the intro with no answers. Actions that do not fit the state return it
 * unchanged.
 */
export function wizardReducer(
  steps: readonly WizardStepModel[],
  formPosition: WizardFormPosition | null,
  state: WizardState,
  action: WizardAction,
): WizardState {
  switch (action.type) {
    case 'start':
      if (state.phase !== 'intro') return state;
      return { phase: formPosition === 'firstStep' ? 'form' : 'steps', answers: [] };
    case 'formSent':
      return state.phase === 'form' ? { ...state, phase: 'steps' } : state;
    case 'answer': {
      if (state.phase !== 'steps') return state;
      const { current } = wizardPath(steps, state.answers);
      if (!current?.step.choices.some((c) => c.id === action.choiceId)) return state;
      return { ...state, answers: [...state.answers, action.choiceId] };
    }
    case 'back':
      if (state.phase === 'allAnswers' || state.phase === 'contact')
        return { ...state, phase: 'steps' };
      if (state.phase === 'form') return WIZARD_INITIAL_STATE;
      if (state.phase !== 'steps') return state;
      if (state.answers.length === 0) return WIZARD_INITIAL_STATE;
      return { ...state, answers: state.answers.slice(0, -1) };
    case 'showAllAnswers':
      if (state.phase !== 'steps' || wizardPath(steps, state.answers).current) return state;
      return { ...state, phase: 'allAnswers' };
    case 'openContact':
      if (formPosition !== 'lastStep' || (state.phase !== 'steps' && state.phase !== 'allAnswers'))
        return state;
      if (wizardPath(steps, state.answers).current) return state;
      return { ...state, phase: 'contact' };
    case 'contactSent':
      return state.phase === 'contact' ? { ...state, phase: 'sent' } : state;
    case 'restart':
      return WIZARD_INITIAL_STATE;
  }
}

/**
 * The screen a state read from the URL may show (docs/decisions/0036): the contact screens
 * exist only for their form position, and with the form first the steps wait until the form
 * was sent in this session (answers kept), so a shared link still asks for the contact first.
 */
export function reachableWizardState(
  state: WizardState,
  formPosition: WizardFormPosition | null,
  formSent: boolean,
): WizardState {
  const { phase } = state;
  if ((phase === 'contact' || phase === 'sent') && formPosition !== 'lastStep')
    return { ...state, phase: 'steps' };
  if (phase === 'form' && formPosition !== 'firstStep') return { ...state, phase: 'steps' };
  if (formPosition === 'firstStep' && !formSent && (phase === 'steps' || phase === 'allAnswers'))
    return { ...state, phase: 'form' };
  return state;
}
