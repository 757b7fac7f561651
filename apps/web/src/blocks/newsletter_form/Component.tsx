import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { NewsletterFormLazy } from './lazy';
import type { NewsletterFormBlock as Block } from './schema';

export function NewsletterFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <NewsletterFormLazy
        {...formProps(block, ctx)}
        variant={block.variant === 'short' ? 'short' : 'default'}
      />
    </FormIntl>
  );
}
