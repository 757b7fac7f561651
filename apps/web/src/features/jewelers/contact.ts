/** `tel:` link of a phone number: spaces, brackets, dashes and dots stripped (001 §9). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s()\-./]/g, '')}`;
}

/** WhatsApp's click-to-chat link: the number's digits only, without `+` or leading zeros. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '').replace(/^0+/, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The country's name in the page's language (`DE` → "Deutschland", "Germany", "ドイツ"). */
export function countryName(country: string, lang: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(country) ?? country;
}
