import type { FormValues } from './payload';

/**
 * 000 §3, 001 §5: values prefilled from the saved profile where the keys match. Only empty
 * fields are filled, so nothing the visitor typed is overwritten; a tick is taken only when the
 * profile holds `true` under the same key.
 */
export function prefillValues<V extends FormValues>(
  values: V,
  profile: Readonly<Record<string, unknown>> | null | undefined,
  skip: readonly string[] = [],
): V {
  if (!profile) return values;
  let changed = false;
  const next: FormValues = { ...values };
  for (const [key, current] of Object.entries(values)) {
    if (skip.includes(key)) continue;
    const saved = profile[key];
    if (typeof current === 'string' && current === '' && typeof saved === 'string' && saved) {
      next[key] = saved;
      changed = true;
    } else if (current === false && saved === true) {
      next[key] = true;
      changed = true;
    }
  }
  return changed ? (next as V) : values;
}
