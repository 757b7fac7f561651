import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, root, stories, type Json } from './pack';

// 001 §3: wizard tags are a datasource; every tag a product or a wizard answer carries is one of
// its entries, named in every locale.
const wizardTags = JSON.parse(
  fs.readFileSync(path.join(root, 'datasources', 'wizard-tags.json'), 'utf8'),
) as { slug: string; entries: { value: string; dimension_values: Record<string, string> }[] };

function tagsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => tagsIn(n, found));
  else if (node && typeof node === 'object') {
    const tags = (node as Json).wizardTags;
    if (Array.isArray(tags)) tags.forEach((t) => found.add(String(t)));
    Object.values(node).forEach((n) => tagsIn(n, found));
  }
  return found;
}

describe('wizard tags', () => {
  it('is a datasource whose entries name every tag in use, in every locale', () => {
    expect(wizardTags.slug).toBe('wizard-tags');
    const values = wizardTags.entries.map((e) => e.value);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of wizardTags.entries)
      for (const l of LOCALES)
        expect(entry.dimension_values[l], `${entry.value} ${l}`).toBeTruthy();
    const used = new Set<string>();
    for (const s of stories) for (const l of LOCALES) tagsIn(s.locales[l]!.content, used);
    expect([...used].filter((t) => !values.includes(t))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });
});
