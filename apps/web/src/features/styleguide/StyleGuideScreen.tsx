import type { Locale } from '@maison/domain/constants';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { StyleGuide } from './StyleGuide';

/** The style guide with its own copy: the other pages do not carry it in their payload. */
export async function StyleGuideScreen({ locale }: { locale: Locale }) {
  return (
    <ClientCopy locale={locale} namespaces={['styleguide']}>
      <StyleGuide />
    </ClientCopy>
  );
}
