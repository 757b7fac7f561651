import type { Locale } from '@maison/domain/constants';
import { getProducts } from '@/features/content/api';
import { localizedHref } from '@/features/content/links';
import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import { productContent } from '@/features/products/summary';
import type { BlockProps } from '../_shared/types';
import { ContactFormLazy } from './lazy';
import type { ContactFormBlock as Block } from './schema';
import type { ContactProduct } from './types';

/** The products a slide can show, small enough for the page payload. */
async function contactProducts(locale: Locale) {
  const stories = await getProducts(locale);
  return stories.flatMap((story): ContactProduct[] => {
    const content = productContent(story);
    if (!content.mpn) return [];
    const name = content.name || story.name;
    return [
      {
        mpn: content.mpn,
        name,
        name2: content.name2 || null,
        image: content.imageMain?.filename
          ? { src: content.imageMain.filename, alt: content.imageMain.alt || name }
          : null,
      },
    ];
  });
}

/** 001 §2: the contact form in two steps with the product carousel. */
export async function ContactFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <ContactFormLazy
        {...formProps(block, ctx)}
        subjects={block.subjects}
        step2={{ headline: block.step2Headline ?? null, text: block.step2Text ?? null }}
        back={{
          href:
            ctx.links.href(block.backLink ?? null) ?? localizedHref('/', ctx.locale, ctx.microsite),
          label: block.backLinkLabel ?? null,
        }}
        products={await contactProducts(ctx.locale)}
      />
    </FormIntl>
  );
}
