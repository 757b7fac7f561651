/**
 * Every number the specification fixes lives in constants/, one file per area, each with the
 * section it comes from; this file is their one entry (`@maison/domain/constants`).
 * Spec files: 000 = 000_fd408d3cafc8aaae.txt, 001 = 001_94336974d330aa74.txt,
 * 002 = 002_c15f697fd88bbaa4.txt.
 */

export * from './constants/site';
export * from './constants/content';
export * from './constants/accounts';
export * from './constants/forms';
export * from './constants/shop';
export * from './constants/portal';
export * from './constants/http';
export * from './constants/redis';
export * from './constants/search';
export * from './constants/jewelers';
export * from './constants/careers';
export * from './constants/wizard';
export * from './constants/format';
