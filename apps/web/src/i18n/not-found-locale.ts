/** Request header carrying the locale of a page the proxy sent to the not-found route. */
export const NOT_FOUND_LOCALE_HEADER = 'x-maison-not-found-locale';
