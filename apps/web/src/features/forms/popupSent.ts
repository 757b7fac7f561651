/** Set in localStorage when a popup's form was sent: the popup never shows again (001 §4). */
export const popupSentKey = (uid: string) => `maison:popup-sent:${uid}`;

/** Marks a popup's form as sent (the form calls it on success). */
export function markPopupFormSent(uid: string, local: Storage = window.localStorage): void {
  local.setItem(popupSentKey(uid), '1');
}
