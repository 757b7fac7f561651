import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HEADER_OFFSET_MINI_PX,
  HEADER_OFFSET_NARROW_PX,
  HEADER_OFFSET_REGULAR_PX,
  HEADER_OFFSET_WIDE_MIN_PX,
} from '@maison/domain/constants';

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties a block of the sheet sets. */
function properties(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

describe('design tokens hold the spec numbers of @maison/domain/constants', () => {
  it('001 §9: the sticky header offsets, narrow and above the wide breakpoint', () => {
    const root = properties(tokens.slice(tokens.indexOf(':root {'), tokens.indexOf('}')));
    expect(root['--header-height']).toBe(`${HEADER_OFFSET_NARROW_PX}px`);
    expect(root['--header-mini-height']).toBe(`${HEADER_OFFSET_NARROW_PX}px`);
    const media = `@media (min-width: ${HEADER_OFFSET_WIDE_MIN_PX}px) {`;
    expect(tokens).toContain(media);
    const wide = tokens.slice(tokens.indexOf(media), tokens.indexOf('}', tokens.indexOf(media)));
    expect(properties(wide)).toEqual({
      '--header-height': `${HEADER_OFFSET_REGULAR_PX}px`,
      '--header-mini-height': `${HEADER_OFFSET_MINI_PX}px`,
    });
  });
});
