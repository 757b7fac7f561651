/** Forms: the actions of `POST /api/v1/forms/`, their limits and pages (issue 5, docs/forms.md). */

/** 000 §3, 001 §3, 001 §7: the form actions `POST /api/v1/forms/` accepts. */
export const FORM_ACTIONS = [
  'REGISTRATION',
  'CONTACT_FORM',
  'APPOINTMENT_REQUEST',
  'ADDRESS_FORM',
  'NEWSLETTER_SUBSCRIBE',
  'NEWSLETTER_UNSUBSCRIBE',
  'EVENT_REGISTRATION',
  'LIMITED_RING_REQUEST',
] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];
/** 000 §9, 001 §4: a form submission answers 201; the contact step 2 PATCH and confirm 200. */
export const FORM_SUCCESS_STATUS = 201;
export const FORM_PATCH_SUCCESS_STATUS = 200;
export const NEWSLETTER_CONFIRM_SUCCESS_STATUS = 200;
/** 001 §5, 001 §9: the museum's event date is sent shifted by 7 hours. */
export const EVENT_DATE_SHIFT_H = 7;
/**
 * Ours, not the spec's (issue 5): the same submission sent again within a minute is answered
 * with the first one's uuid and stored once (docs/decisions/0010-form-submissions.md).
 */
export const FORM_DEDUPE_WINDOW_S = 60;
/** Ours, not the spec's: form submissions allowed per client IP per 10 minutes. */
export const FORM_RATE_WINDOW_S = 600;
export const FORM_RATE_LIMIT_PER_IP = 30;
/**
 * Ours, not the spec's: the forms API keeps what it read from the content service (the museum
 * window, a jeweler's address, the newsletter page path) this long, at most this many answers;
 * an in-process publish clears it at once.
 */
export const FORM_CONTENT_TTL_MS = 60_000;
export const FORM_CONTENT_CACHE_MAX = 500;
/** 001 §2: where a denied yearly-ring waitlist visitor goes. */
export const ACCESS_DENIED_PAGE_PATH = 'error-access-denied';
/** 001 §2: contact carousel slides per view: 1 below 480 px, 2 from 480, 3 from 890 px. */
export const CONTACT_CAROUSEL_PER_VIEW = { small: 1, medium: 2, large: 3 } as const;
/** Ours: the staff submissions list pages 50 rows; the CSV export holds at most 50,000. */
export const FORM_SUBMISSIONS_PAGE_SIZE = 50;
export const FORM_EXPORT_MAX_ROWS = 50_000;
/**
 * Ours (docs/forms.md): form texts are trimmed and hold at most 255 characters, the free texts
 * (`message`, `notes`, the `products` list) at most 2000. Click ids are not typed by the visitor
 * and may be long, so they get 1000 rather than fail a form.
 */
export const FORM_TEXT_MAX_LENGTH = 255;
export const FORM_LONG_TEXT_MAX_LENGTH = 2000;
export const FORM_CLICK_ID_MAX_LENGTH = 1000;
/** 001 §2, docs/forms.md: the newsletter confirmation page (de path) the opt-in mail links to. */
export const NEWSLETTER_CONFIRM_PAGE_PATH = 'newsletter/bestaetigung';
