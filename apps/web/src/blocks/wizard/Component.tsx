import type { Locale } from '@maison/domain/constants';
import { getProducts } from '@/features/content/api';
import type { LinkResolver } from '@/features/content/links';
import { FormIntl } from '@/features/forms/FormIntl';
import { productContent } from '@/features/products/summary';
import { formProps } from '../_shared/formBlock';
import type { BlockProps } from '../_shared/types';
import { WizardLazy } from './lazy';
import type { WizardBlockData } from './schema';
import { assetImage, wizardSteps } from './steps';
import type { WizardProduct } from './types';
import { WizardUnavailable } from './WizardUnavailable';

/** The products of the wizard's types with their wizardTags (001 §3), in catalogue order. */
async function wizardProducts(
  block: WizardBlockData,
  locale: Locale,
  links: LinkResolver,
): Promise<WizardProduct[]> {
  const types = block.productTypes?.filter(Boolean) ?? [];
  const stories = await getProducts(locale);
  return stories.flatMap((story): WizardProduct[] => {
    const content = productContent(story);
    const tags = Array.isArray(content.wizardTags) ? content.wizardTags.map(String) : [];
    if (!content.mpn || !tags.length) return [];
    if (types.length && !types.includes(content.type ?? '')) return [];
    const name = content.name || story.name;
    return [
      {
        mpn: content.mpn,
        name,
        name2: content.name2 || null,
        href: links.storyHref(story.full_slug),
        image: assetImage(content.imageMain, name),
        tags,
      },
    ];
  });
}

/** The wizard's copy, its contact form's fields and the e-mail check's message (001 §5). */
const WIZARD_NAMESPACES = ['wizard', 'forms', 'password-forgot'];

/** 001 §2: the recommendation wizard; a friendly message when its products cannot be read. */
export async function WizardBlock({ block, ctx }: BlockProps<WizardBlockData>) {
  const steps = wizardSteps(block, ctx.locale);
  const products = await wizardProducts(block, ctx.locale, ctx.links).catch((error: unknown) => {
    console.error(`[wizard] ${block._uid}: the products could not be read`, error);
    return null;
  });
  return (
    <FormIntl locale={ctx.locale} namespaces={WIZARD_NAMESPACES}>
      {products && steps.length ? (
        <WizardLazy
          variant={block.variant === 'fullscreen' ? 'fullscreen' : 'page'}
          contact={
            block.formPosition && block.formId?.trim()
              ? {
                  position: block.formPosition,
                  subject:
                    block.subject?.trim() || block.splashTitle?.trim() || block.formId.trim(),
                  ...formProps(block, ctx),
                }
              : null
          }
          steps={steps}
          products={products}
          wishlist={!ctx.microsite}
          texts={{
            splashTitle: block.splashTitle ?? null,
            splashText: block.splashText ?? null,
            splashButton: block.splashButton ?? null,
            splashImage: assetImage(block.splashImage, ''),
            resultHeadline: block.resultHeadline ?? null,
            resultText: block.resultText ?? null,
            importantHeadline: block.importantHeadline ?? null,
            allAnswersHeadline: block.allAnswersHeadline ?? null,
          }}
        />
      ) : (
        <WizardUnavailable />
      )}
    </FormIntl>
  );
}
