import type { Locale } from '@maison/domain/constants';

/**
 * Where a form sits (docs/forms.md, common fields): handed from the block's server component to
 * its client form, so it is plain data.
 */
export interface FormPlacement {
  locale: Locale;
  /** The block's `_uid`, sent as `storyblok_component_uid`. */
  componentUid: string;
  /** The editor-given form id, sent as `form_id`. */
  formId: string;
  /** The page's story uuid, sent as `storyblok_story_uuid`. */
  storyUuid: string | null;
  /** On a jeweler microsite: its slug, the jeweler story's uuid and CRM id. */
  microsite: MicrositePlacement | null;
  /** The popup_form_modal around the form: a sent form keeps the popup closed (001 §4). */
  popupUid: string | null;
  /**
   * On a jeweler's own page outside its microsite: the jeweler's CRM id, sent as `store_uuid`
   * (001 §3) while `metadata` stays the website's.
   */
  storeUuid?: string | null;
}

interface MicrositePlacement {
  slug: string;
  storyUuid: string | null;
  crmUuid: string | null;
}

/** The editor-given copy every form block has; empty fields fall back to our messages. */
export interface FormCopy {
  headline: string | null;
  text: string | null;
  submitLabel: string | null;
  successHeadline: string | null;
  successSubheadline: string | null;
  dataAgreementLabel: string | null;
  /** The resolved dataAgreementLink: the label links there. */
  dataAgreementHref: string | null;
}

export interface FormBlockProps {
  placement: FormPlacement;
  copy: FormCopy;
}
