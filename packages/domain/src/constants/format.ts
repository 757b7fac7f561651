/** How times are shown to a person (001 §9). */

/** 001 §9: relative time says "just now" for anything under a minute. */
export const RELATIVE_TIME_JUST_NOW_UNDER_S = 60;
/** 001 §9: then minutes, under an hour. */
export const RELATIVE_TIME_MINUTES_UNDER_S = 60 * 60;
/** 001 §9: then hours, under 24 h. */
export const RELATIVE_TIME_HOURS_UNDER_S = 24 * 60 * 60;
/** 001 §9: then days, under 7; older times show their date (dd.mm.yyyy). */
export const RELATIVE_TIME_DAYS_UNDER_S = 7 * 24 * 60 * 60;
