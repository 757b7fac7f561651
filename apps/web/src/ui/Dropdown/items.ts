export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface DropdownGroup {
  /** Group heading shown above its options. */
  label: string;
  options: readonly DropdownOption[];
}

export type DropdownItem = DropdownOption | DropdownGroup;

/** What the field hands to its control, the select or the filterable combobox. */
export interface ControlProps {
  id: string;
  labelId: string;
  items: readonly DropdownItem[];
  value: string | null;
  onValueChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}

/** Gap between the field and its list. */
export const POPUP_OFFSET_PX = 4;

const isGroup = (item: DropdownItem): item is DropdownGroup => 'options' in item;

interface Section {
  label?: string;
  options: DropdownOption[];
}

/** The groups and loose options whose label contains `query` (case-insensitive). */
export function toSections(items: readonly DropdownItem[], query: string): Section[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = (o: DropdownOption) => !needle || o.label.toLocaleLowerCase().includes(needle);
  const sections: Section[] = [];
  for (const item of items) {
    if (isGroup(item)) {
      const options = item.options.filter(matches);
      if (options.length) sections.push({ label: item.label, options });
    } else if (matches(item)) {
      const last = sections.at(-1);
      // Loose options between groups share one unlabelled section.
      if (last && last.label === undefined) last.options.push(item);
      else sections.push({ options: [item] });
    }
  }
  return sections;
}

/** Every option, groups flattened, in list order. */
export function allOptions(items: readonly DropdownItem[]): DropdownOption[] {
  return items.flatMap((item) => (isGroup(item) ? item.options : [item]));
}
