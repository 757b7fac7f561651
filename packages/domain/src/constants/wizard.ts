/** Recommendation wizard (issue 21, docs/decisions/0035-wizard.md). */

/** 001 §4, 001 §9: choosing an answer advances to the next screen after this delay. */
export const WIZARD_ADVANCE_DELAY_MS = 100;
/** 001 §2, 001 §9: the result screen recommends the top three products. */
export const WIZARD_RESULT_COUNT = 3;
/** 001 §2: where the wizard's contact form appears. */
export const WIZARD_FORM_POSITIONS = ['firstStep', 'lastStep'] as const;
/** 001 §2: the full-screen app-like variant and the normal page variant. */
export const WIZARD_VARIANTS = ['fullscreen', 'page'] as const;
