import { createElement, type FunctionComponent, type ReactNode } from 'react';
import type { Block } from '@/features/content/types';
import { Visibility, VISIBILITY_OPTIONS } from '@/ui/Visibility';
import {
  defineBlock,
  type BlockContext,
  type BlockDefinition,
  type BlockProps,
  type Channel,
} from './_shared/types';
import { AccessDeniedDiagnosticsBlock } from './access_denied_diagnostics/Component';
import { accessDeniedDiagnosticsSchema } from './access_denied_diagnostics/schema';
import { AddressFormBlock } from './address_form/Component';
import { addressFormSchema } from './address_form/schema';
import { AppointmentFormBlock } from './appointment_form/Component';
import { appointmentFormSchema } from './appointment_form/schema';
import { ContactFormBlock } from './contact_form/Component';
import { contactFormSchema } from './contact_form/schema';
import { MuseumFormBlock } from './museum_form/Component';
import { museumFormSchema } from './museum_form/schema';
import { NewsletterConfirmationBlock } from './newsletter_confirmation/Component';
import { newsletterConfirmationSchema } from './newsletter_confirmation/schema';
import { NewsletterFormBlock } from './newsletter_form/Component';
import { newsletterFormSchema } from './newsletter_form/schema';
import { NewsletterUnsubscribeFormBlock } from './newsletter_unsubscribe_form/Component';
import { newsletterUnsubscribeFormSchema } from './newsletter_unsubscribe_form/schema';
import { RegistrationFormBlock } from './registration_form/Component';
import { registrationFormSchema } from './registration_form/schema';
import { RingWaitlistFormBlock } from './ring_waitlist_form/Component';
import { ringWaitlistFormSchema } from './ring_waitlist_form/schema';
import { AccordionBlock } from './accordion/Component';
import { accordionSchema } from './accordion/schema';
import { Card } from './card/Component';
import { cardSchema } from './card/schema';
import { CareersListBlock } from './careers_list/Component';
import { careersListSchema } from './careers_list/schema';
import { CardSlider } from './card_slider/Component';
import { cardSliderSchema } from './card_slider/schema';
import { ContentMenuSlider } from './content_menu_slider/Component';
import { contentMenuSliderSchema } from './content_menu_slider/schema';
import { DownloadItem } from './download_item/Component';
import { downloadItemSchema } from './download_item/schema';
import { HeroBanner } from './hero_banner/Component';
import { heroBannerSchema } from './hero_banner/schema';
import { IframeBlock } from './iframe/Component';
import { JewelerSearchBlock } from './jeweler_search/Component';
import { jewelerSearchSchema } from './jeweler_search/schema';
import { iframeSchema } from './iframe/schema';
import { LargeCardSlider } from './large_card_slider/Component';
import { largeCardSliderSchema } from './large_card_slider/schema';
import { PopupFormModal } from './popup_form_modal/Component';
import { popupFormModalSchema } from './popup_form_modal/schema';
import { PriceOnRequestModal } from './price_on_request_modal/Component';
import { priceOnRequestModalSchema } from './price_on_request_modal/schema';
import { ProductListBlock } from './product_list/Component';
import { productListSchema } from './product_list/schema';
import { Quote } from './quote/Component';
import { quoteSchema } from './quote/schema';
import { RichTextBlock } from './rich_text/Component';
import { richTextBlockSchema } from './rich_text/schema';
import { Section } from './section/Component';
import { sectionSchema } from './section/schema';
import { StickyAnchorMenu } from './sticky_anchor_menu/Component';
import { stickyAnchorMenuSchema } from './sticky_anchor_menu/schema';
import { WizardBlock } from './wizard/Component';
import { wizardSchema } from './wizard/schema';

/** Every content block by its component name (docs/content-model.md). */
export const BLOCKS: Record<string, BlockDefinition> = {
  accordion: defineBlock(accordionSchema, AccordionBlock),
  card: defineBlock(cardSchema, Card),
  card_slider: defineBlock(cardSliderSchema, CardSlider),
  careers_list: defineBlock(careersListSchema, CareersListBlock),
  content_menu_slider: defineBlock(contentMenuSliderSchema, ContentMenuSlider),
  download_item: defineBlock(downloadItemSchema, DownloadItem),
  hero_banner: defineBlock(heroBannerSchema, HeroBanner),
  iframe: defineBlock(iframeSchema, IframeBlock),
  jeweler_search: defineBlock(jewelerSearchSchema, JewelerSearchBlock),
  large_card_slider: defineBlock(largeCardSliderSchema, LargeCardSlider),
  popup_form_modal: defineBlock(popupFormModalSchema, PopupFormModal),
  price_on_request_modal: defineBlock(priceOnRequestModalSchema, PriceOnRequestModal),
  product_list: defineBlock(productListSchema, ProductListBlock),
  quote: defineBlock(quoteSchema, Quote),
  rich_text: defineBlock(richTextBlockSchema, RichTextBlock),
  section: defineBlock(sectionSchema, Section),
  sticky_anchor_menu: defineBlock(stickyAnchorMenuSchema, StickyAnchorMenu),
  wizard: defineBlock(wizardSchema, WizardBlock),
  // Forms (docs/forms.md): each loads its client form only on pages that show it.
  access_denied_diagnostics: defineBlock(
    accessDeniedDiagnosticsSchema,
    AccessDeniedDiagnosticsBlock,
  ),
  address_form: defineBlock(addressFormSchema, AddressFormBlock),
  appointment_form: defineBlock(appointmentFormSchema, AppointmentFormBlock),
  contact_form: defineBlock(contactFormSchema, ContactFormBlock),
  museum_form: defineBlock(museumFormSchema, MuseumFormBlock),
  newsletter_confirmation: defineBlock(newsletterConfirmationSchema, NewsletterConfirmationBlock),
  newsletter_form: defineBlock(newsletterFormSchema, NewsletterFormBlock),
  newsletter_unsubscribe_form: defineBlock(
    newsletterUnsubscribeFormSchema,
    NewsletterUnsubscribeFormBlock,
  ),
  registration_form: defineBlock(registrationFormSchema, RegistrationFormBlock),
  ring_waitlist_form: defineBlock(ringWaitlistFormSchema, RingWaitlistFormBlock),
};

const warnedUnknown = new Set<string>();

/** Whether a block's channel setting lets it show on a page of this channel (000 §1). */
export function visibleInChannel(channel: Block['channel'], page: Channel): boolean {
  return !channel || channel === 'all' || channel === page;
}

/**
 * The block holding the page's LCP image: the first hero with an image or video shown on the
 * page's channel. Heroes further down, and the images of other blocks, load lazily.
 */
export function leadImageUid(blocks: Block[] | undefined, channel: Channel): string | null {
  const hero = (blocks ?? []).find(
    (block) =>
      block.component === 'hero_banner' &&
      visibleInChannel(block.channel, channel) &&
      ['imageDesktop', 'imageMobile', 'videoDesktop', 'videoMobile'].some(
        (field) => (block[field] as { filename?: string } | null | undefined)?.filename,
      ),
  );
  return hero?._uid ?? null;
}

/**
 * Renders content blocks. Unknown components warn once per name and render nothing; a block
 * whose fields fail its schema logs and renders nothing, so one bad block never breaks a page.
 */
export function renderBlocks(
  blocks: readonly Block[] | null | undefined,
  context: Omit<BlockContext, 'render'>,
): ReactNode {
  if (!blocks?.length) return null;
  const ctx: BlockContext = {
    ...context,
    render: (nested, overrides) => renderBlocks(nested, { ...context, ...overrides }),
  };
  return blocks.map((block, index) => {
    const key = block._uid ?? `${block.component}-${index}`;
    const definition = BLOCKS[block.component];
    if (!definition) {
      if (!warnedUnknown.has(block.component)) {
        warnedUnknown.add(block.component);
        console.warn(`[blocks] unknown component "${block.component}" rendered nothing`);
      }
      return null;
    }
    if (!visibleInChannel(block.channel, ctx.channel)) return null;
    const parsed = definition.schema.safeParse(block);
    if (!parsed.success) {
      console.error(
        `[blocks] ${block.component} ${block._uid} failed its schema and rendered nothing`,
        parsed.error.issues,
      );
      return null;
    }
    // Async server components are valid elements; React's typings only know sync ones.
    const Component = definition.Component as FunctionComponent<BlockProps<unknown>>;
    const element = createElement(Component, { key, block: parsed.data, ctx });
    const devices = block.devices?.filter((device) =>
      (VISIBILITY_OPTIONS as readonly string[]).includes(device),
    ) as (typeof VISIBILITY_OPTIONS)[number][] | undefined;
    if (!devices?.length || devices.length === VISIBILITY_OPTIONS.length) return element;
    return createElement(Visibility, { key, on: devices, children: element });
  });
}
