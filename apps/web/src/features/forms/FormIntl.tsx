import type { ReactNode } from 'react';
import type { Locale } from '@maison/domain/constants';
import { ClientCopy } from '@/features/shell/ClientCopy';

/** The forms' client copy: only pages with a form carry it (features/shell/clientMessages.ts). */
const FORM_NAMESPACES = ['forms', 'newsletter'] as const;

/** Provides the forms' messages to a form block's client form. */
export function FormIntl({
  locale,
  namespaces = FORM_NAMESPACES,
  children,
}: {
  locale: Locale;
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  return (
    <ClientCopy locale={locale} namespaces={namespaces}>
      {children}
    </ClientCopy>
  );
}
