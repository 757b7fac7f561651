import type { TrackingPayload } from './track';

/**
 * Tracked buttons (000 §7: click_button with the button type and the content element type).
 * Server components cannot take onClick, so a tracked button carries these attributes and one
 * listener in the layout (TrackingListeners) pushes the event for it.
 */
const BUTTON_TYPE_ATTR = 'data-track-button';
const ELEMENT_TYPE_ATTR = 'data-track-element';

/** What kind of button: a block's call to action, a product tile, a form's submit button. */
export type TrackedButtonType = 'cta' | 'product' | 'submit';

export interface TrackedButtonAttributes {
  [BUTTON_TYPE_ATTR]: TrackedButtonType;
  [ELEMENT_TYPE_ATTR]: string;
}

/** The attributes that make a link or button tracked; the element type is the block's name. */
export function trackedButton(
  buttonType: TrackedButtonType,
  contentElementType: string,
): TrackedButtonAttributes {
  return { [BUTTON_TYPE_ATTR]: buttonType, [ELEMENT_TYPE_ATTR]: contentElementType };
}

/**
 * The click_button payload of a click's target: the innermost tracked element around it, or
 * null when there is none or it is disabled or busy (aria-disabled: it does nothing).
 */
export function clickButtonPayload(target: EventTarget | null): TrackingPayload | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest(`[${BUTTON_TYPE_ATTR}]`);
  if (!button || button.getAttribute('aria-disabled') === 'true') return null;
  return {
    button_type: button.getAttribute(BUTTON_TYPE_ATTR),
    content_element_type: button.getAttribute(ELEMENT_TYPE_ATTR),
  };
}
