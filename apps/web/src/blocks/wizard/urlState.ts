'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { WIZARD_INITIAL_STATE, wizardPath, type WizardState } from '@maison/domain';
import type { WizardStep } from './types';

/** The query parameters that keep the wizard's screen and answers (docs/decisions/0035). */
const PHASE_PARAM = 'wizard';
const ANSWERS_PARAM = 'answers';
const URL_PHASES: Record<string, WizardState['phase']> = {
  form: 'form',
  steps: 'steps',
  all: 'allAnswers',
  contact: 'contact',
  sent: 'sent',
};
/** Screens that follow the result: they need every appearing step answered. */
const AFTER_RESULT: ReadonlySet<WizardState['phase']> = new Set(['allAnswers', 'contact', 'sent']);

const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
};

/** The answer ids the slugs name, step by step; the first slug that fits no step ends them. */
function answersFromSlugs(steps: readonly WizardStep[], slugs: readonly string[]): string[] {
  const ids: string[] = [];
  for (const slug of slugs) {
    const current = wizardPath(steps, ids).current;
    const choice = current?.step.choices.find((c) => c.slug === slug || c.id === slug);
    if (!choice) break;
    ids.push(choice.id);
  }
  return ids;
}

function stateFromSearch(steps: readonly WizardStep[], search: string): WizardState {
  const params = new URLSearchParams(search);
  const phase = URL_PHASES[params.get(PHASE_PARAM) ?? ''];
  if (!phase) return WIZARD_INITIAL_STATE;
  const slugs = (params.get(ANSWERS_PARAM) ?? '').split(',').filter(Boolean);
  const answers = answersFromSlugs(steps, slugs);
  const complete = wizardPath(steps, answers).current === null;
  return { phase: AFTER_RESULT.has(phase) && !complete ? 'steps' : phase, answers };
}

function searchFromState(steps: readonly WizardStep[], state: WizardState, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PHASE_PARAM);
  params.delete(ANSWERS_PARAM);
  const phase = Object.keys(URL_PHASES).find((key) => URL_PHASES[key] === state.phase);
  if (phase) {
    params.set(PHASE_PARAM, phase);
    const slugs = wizardPath(steps, state.answers).answers.map((a) => a.choice.slug);
    if (slugs.length) params.set(ANSWERS_PARAM, slugs.join(','));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The wizard's state kept in the URL: every change is a history entry, so a reload keeps the
 * answers and the browser's back button goes back one screen; `replace` changes the current
 * entry instead (the sent form's success, so back does not reopen the sent form).
 */
export function useWizardUrl(steps: readonly WizardStep[]) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const state = useMemo(() => stateFromSearch(steps, search), [steps, search]);
  const go = useCallback(
    (next: WizardState, { replace = false }: { replace?: boolean } = {}) => {
      const query = searchFromState(steps, next, window.location.search);
      const url = `${window.location.pathname}${query}${window.location.hash}`;
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      listeners.forEach((listener) => listener());
    },
    [steps],
  );
  return [state, go] as const;
}
