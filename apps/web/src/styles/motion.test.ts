import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * With less motion asked for, a finite animation must not run at all (tokens.css): declared
 * only under `prefers-reduced-motion: no-preference`, or set to `none` under `reduce` for the
 * same selector. Run at 0 ms it may send no animationend, and Radix's Presence kept the closed
 * date picker open waiting for one.
 */

const src = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

interface Declaration {
  /** The enclosing blocks' preludes, outermost first (`@media …`, then the selector). */
  blocks: string[];
  property: string;
  value: string;
}

/** Every declaration of a style sheet with the blocks it sits in. */
function declarations(css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Declaration[] = [];
  const blocks: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (char === '{') {
      blocks.push(chunk.trim());
      chunk = '';
    } else if (char === ';' || char === '}') {
      const colon = chunk.indexOf(':');
      if (colon > 0 && blocks.length > 0) {
        found.push({
          blocks: [...blocks],
          property: chunk.slice(0, colon).trim(),
          value: chunk.slice(colon + 1).trim(),
        });
      }
      chunk = '';
      if (char === '}') blocks.pop();
    } else {
      chunk += char;
    }
  }
  return found;
}

const selectors = (prelude: string) => prelude.split(',').map((s) => s.trim().replace(/\s+/g, ' '));
const inMedia = (d: Declaration, condition: RegExp) =>
  d.blocks.some((block) => block.startsWith('@media') && condition.test(block));
const NO_PREFERENCE = /prefers-reduced-motion:\s*no-preference/;
const REDUCE = /prefers-reduced-motion:\s*reduce/;

/** Finite animations that would still run (at 0 ms) for a visitor asking for less motion. */
function unguardedAnimations(css: string): string[] {
  const all = declarations(css);
  const animations = all.filter(
    (d) => d.property === 'animation' || d.property === 'animation-name',
  );
  const stoppedUnderReduce = new Set(
    animations
      .filter((d) => inMedia(d, REDUCE) && /^none\b/.test(d.value))
      .flatMap((d) => selectors(d.blocks.at(-1)!)),
  );
  return animations
    .filter((d) => !/^none\b/.test(d.value) && !/\binfinite\b/.test(d.value))
    .filter((d) => !d.blocks.some((block) => block.startsWith('@keyframes')))
    .filter((d) => !inMedia(d, NO_PREFERENCE) && !inMedia(d, REDUCE))
    .filter((d) => !selectors(d.blocks.at(-1)!).every((s) => stoppedUnderReduce.has(s)))
    .map((d) => `${d.blocks.at(-1)} { ${d.property}: ${d.value} }`);
}

describe('animations and reduced motion', () => {
  it('finds an entrance animation left to run at 0 ms, and accepts both guards', () => {
    expect(unguardedAnimations('.popover { color: red; animation: appear 1s ease; }')).toEqual([
      '.popover { animation: appear 1s ease }',
    ]);
    expect(
      unguardedAnimations(
        '@media (prefers-reduced-motion: no-preference) { .popover { animation: appear 1s; } }',
      ),
    ).toEqual([]);
    expect(
      unguardedAnimations(
        `.a[data-state='open'], .a[data-state='closed'] { animation: slide 1s; }
         @media (prefers-reduced-motion: reduce) {
           .a[data-state='open'],
           .a[data-state='closed'] { animation: none; }
         }`,
      ),
    ).toEqual([]);
    expect(unguardedAnimations('.spinner { animation: spin 1s linear infinite; }')).toEqual([]);
  });

  it('no style sheet runs a finite animation for a visitor asking for less motion', () => {
    const files = cssFiles(src);
    expect(files.length).toBeGreaterThan(20);
    const unguarded = files.flatMap((file) =>
      unguardedAnimations(readFileSync(file, 'utf8')).map(
        (rule) => `${file.slice(src.length)}: ${rule}`,
      ),
    );
    expect(unguarded).toEqual([]);
  });
});
