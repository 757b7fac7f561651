/** Joins class names, skipping falsy ones (CSS Modules compose several per element). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
