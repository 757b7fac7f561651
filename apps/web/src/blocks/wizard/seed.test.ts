import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recommendProducts, wizardPath } from '@maison/domain';
import { LOCALES } from '@maison/domain/constants';
import { wizardSchema } from './schema';
import { wizardSteps } from './steps';

// The content pack's ring finder (content/stories/service/ring-finder.json) against the block's
// schema and the scoring: the seed must give different rings for different answers.
const stories = fileURLToPath(new URL('../../../../../content/stories/', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(`${stories}${file}`, 'utf8'));
const finder = read('service/ring-finder.json');
const giftFinder = read('service/geschenk-finder.json');
const products = readdirSync(`${stories}produkte`)
  .map((file) => read(`produkte/${file}`).locales.de.content)
  .map((content) => ({
    mpn: content.mpn as string,
    type: content.type as string,
    tags: content.wizardTags as string[],
  }));
const rings = products.filter((p) => p.type === 'ring');

type Story = typeof finder;
const stepsOf = (story: Story, locale: (typeof LOCALES)[number]) =>
  wizardSteps(wizardSchema.parse(story.locales[locale].content.body[0]), locale);
const steps = (locale: (typeof LOCALES)[number]) => stepsOf(finder, locale);
const top = (answers: string[], story: Story = finder, catalogue = rings) =>
  recommendProducts(catalogue, wizardPath(stepsOf(story, 'de'), answers).answers).map(
    (r) => r.product.mpn,
  );

describe('the seeded ring finder', () => {
  it('parses in every locale with 7 image steps, one of them conditional on an earlier answer', () => {
    for (const locale of LOCALES) {
      const parsed = steps(locale);
      expect(parsed).toHaveLength(7);
      expect(parsed.every((s) => s.choices.every((c) => c.image?.src))).toBe(true);
      const conditional = parsed.filter((s) => s.conditionalStepChoices.length);
      expect(conditional).toHaveLength(1);
      const before = parsed.slice(0, parsed.indexOf(conditional[0]!));
      expect(
        conditional[0]!.conditionalStepChoices.every((id) =>
          before.some((s) => s.choices.some((c) => c.id === id)),
        ),
      ).toBe(true);
    }
    expect(steps('ja')[1]!.choices.map((c) => c.slug)).toEqual(['yellow-gold', 'white-gold']);
    expect(steps('de')[1]!.choices.map((c) => c.slug)).toEqual(['gelbgold', 'weissgold']);
  });

  it('recommends three different rings for different answers', () => {
    const classic = top([
      'rf-style-classic',
      'rf-metal-yellow',
      'rf-diamonds-multiple',
      'rf-enamel-yes',
      'rf-colour-white',
      'rf-width-wide',
      'rf-wear-statement',
    ]);
    const modern = top([
      'rf-style-modern',
      'rf-metal-white',
      'rf-diamonds-none',
      'rf-enamel-yes',
      'rf-colour-blue',
      'rf-width-narrow',
      'rf-wear-statement',
    ]);
    const pure = top([
      'rf-style-romantic',
      'rf-metal-yellow',
      'rf-diamonds-solitaire',
      'rf-enamel-no',
      'rf-width-narrow',
      'rf-wear-everyday',
    ]);
    for (const result of [classic, modern, pure]) expect(result).toHaveLength(3);
    expect(new Set([classic[0], modern[0], pure[0]]).size).toBe(3);
    // Mira 10-1079 matches every answer (3 + 3 + 2 + 2 + 2 + 1 + 1 = 14).
    expect(classic[0]).toBe('10-1079');
  });

  it('has a gift finder with text answers over every product type', () => {
    for (const locale of LOCALES) {
      const parsed = stepsOf(giftFinder, locale);
      expect(parsed).toHaveLength(6);
      expect(parsed.every((s) => s.choices.every((c) => c.image === null))).toBe(true);
      expect(parsed.filter((s) => s.conditionalStepChoices.length)).toHaveLength(1);
    }
    const necklace = top(
      [
        'gf-occasion-birthday',
        'gf-piece-necklace',
        'gf-metal-yellow',
        'gf-enamel-no',
        'gf-sparkle-yes',
      ],
      giftFinder,
      products,
    );
    const bracelet = top(
      [
        'gf-occasion-anniversary',
        'gf-piece-bracelet',
        'gf-metal-white',
        'gf-enamel-yes',
        'gf-colour-red',
        'gf-sparkle-heart',
      ],
      giftFinder,
      products,
    );
    expect(necklace).toHaveLength(3);
    expect(bracelet).toHaveLength(3);
    expect(necklace[0]).toMatch(/^40-/);
    expect(bracelet[0]).toMatch(/^20-/);
  });
});
