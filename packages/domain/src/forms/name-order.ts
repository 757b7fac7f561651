/** The two name fields of the forms that ask for a person's name. */
export type NameField = 'first_name' | 'last_name';

/** Japanese, Korean and Chinese names are written family name first. */
const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set(['ja', 'ko', 'zh-hans']);

/** The name fields in the order the locale's language writes a name: every form asks so. */
export function nameFieldOrder(locale: string): readonly [NameField, NameField] {
  return FAMILY_NAME_FIRST.has(locale) ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
}
