// Asset id ranges of the content pack (docs/content-model.md): generated jeweler logos own
// LOGO_IDS; every other generated asset takes ids outside it.
export const LOGO_IDS = { from: 2000, to: 2999 };

/** Whether an asset id belongs to the generated logos. */
export const isLogoId = (id) => id >= LOGO_IDS.from && id <= LOGO_IDS.to;
