import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { NewsletterConfirmationLazy } from './lazy';
import type { NewsletterConfirmationBlock as Block } from './schema';

export function NewsletterConfirmationBlock({ block, ctx }: BlockProps<Block>) {
  const href = ctx.links.href(block.link ?? null);
  return (
    <FormIntl locale={ctx.locale}>
      <NewsletterConfirmationLazy
        {...formProps(block, ctx)}
        failure={{
          headline: block.failureHeadline?.trim() || null,
          text: block.failureText?.trim() || null,
        }}
        link={href ? { href, caption: block.linkCaption?.trim() || null } : null}
      />
    </FormIntl>
  );
}
