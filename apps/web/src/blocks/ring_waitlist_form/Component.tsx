import { ACCESS_DENIED_PAGE_PATH } from '@maison/domain/constants';
import { localizedHref } from '@/features/content/links';
import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { RingWaitlistFormLazy } from './lazy';
import type { RingWaitlistFormBlock as Block } from './schema';

/** 001 §2: the denied visitor's page, localized, outside any microsite, with the reason. */
function deniedHref(ctx: BlockProps<Block>['ctx']): string {
  const path =
    ctx.links.localePath({ linktype: 'story', cached_url: ACCESS_DENIED_PAGE_PATH }) ??
    `/${ACCESS_DENIED_PAGE_PATH}`;
  return `${localizedHref(path, ctx.locale)}?reason=waitlist`;
}

export function RingWaitlistFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <RingWaitlistFormLazy
        {...formProps(block, ctx)}
        intro={{
          headline: block.introHeadline?.trim() || null,
          subheadline: block.subheadline?.trim() || null,
          text: block.introText?.trim() || null,
        }}
        deniedHref={deniedHref(ctx)}
      />
    </FormIntl>
  );
}
