import type { Locale, UserTitle } from '@maison/domain';
import { de } from './de';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';
import type { FormLanguagePack } from './types';
import { zhHans } from './zh-hans';

/** The copy of the form e-mails (issue 5): notifications to staff, confirmations to visitors. */

export type { FormLanguagePack } from './types';

/** Academic titles read the same in every language of the site. */
export const TITLE_LABELS: Record<UserTitle, string> = {
  DR: 'Dr.',
  PROF: 'Prof.',
  PROF_DR: 'Prof. Dr.',
  DR_DR: 'Dr. Dr.',
  DIPL_ING: 'Dipl.-Ing.',
};

export const FORM_PACKS: Record<Locale, FormLanguagePack> = { de, en, ja, ko, 'zh-hans': zhHans };
