import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { NewsletterUnsubscribeFormLazy } from './lazy';
import type { NewsletterUnsubscribeFormBlock as Block } from './schema';

export function NewsletterUnsubscribeFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <NewsletterUnsubscribeFormLazy {...formProps(block, ctx)} />
    </FormIntl>
  );
}
