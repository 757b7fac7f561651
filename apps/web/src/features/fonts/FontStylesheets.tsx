import type { Locale } from '@maison/domain/constants';

/** The CJK stylesheet each locale needs; scripts/copy-fonts.mjs writes them to public/fonts. */
const CJK_STYLESHEET: Partial<Record<Locale, string>> = {
  ja: '/fonts/jp.css',
  ko: '/fonts/kr.css',
  'zh-hans': '/fonts/sc.css',
};

export function FontStylesheets({ locale }: { locale: Locale }) {
  const href = CJK_STYLESHEET[locale];
  return href ? <link rel="stylesheet" href={href} /> : null;
}
