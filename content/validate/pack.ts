// The content pack as the validation tests read it (docs/content-model.md, 001 §9): every
// story, the asset registry, the folder slugs and the filter values products may carry.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'] as const;

export type Json = Record<string, unknown>;
export interface Story {
  uuid: string;
  full_slug: string;
  is_startpage: boolean;
  position: number;
  published_at: string;
  locales: Record<string, { name: string; slug: string; content: Json }>;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : p.endsWith('.json') ? [p] : [];
  });
}

export const storyDir = path.join(root, 'stories');
export const files = walk(storyDir);
export const stories: Story[] = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Story);
export const slugs = new Set(stories.map((s) => s.full_slug));
export const assets = JSON.parse(
  fs.readFileSync(path.join(root, 'assets', 'index.json'), 'utf8'),
) as {
  id: number;
  file: string;
  alt: Record<string, string>;
}[];
export const assetById = new Map(assets.map((a) => [a.id, a]));
export const folders = JSON.parse(
  fs.readFileSync(path.join(root, 'folders.json'), 'utf8'),
) as Record<string, Record<string, string>>;

export const VALUES = {
  alloy: ['white_gold', 'yellow_gold'],
  enamel: ['red', 'yellow', 'orange', 'rose', 'blue', 'green', 'white', 'black'],
  ringWidth: ['narrow', 'wide'],
  ringDiamonds: ['multiple', 'solitaire', 'none'],
  ringDesign: ['modern', 'romantic', 'classic', 'dynamic'],
  earrings: ['hoop_earrings', 'ear_studs'],
  generation: ['classic', 'brilliance_of_the_sun', 'pure_delight', 'silken_delight'],
};
export const TYPE_FIELDS: Record<string, string[]> = {
  ring: ['filterRingWidth', 'filterRingDiamonds', 'filterRingDesign', 'filterRingEnamelColor'],
  bracelet: ['filterBraceletClasp'],
  earrings: ['filterEarringsType'],
  necklace: ['filterNecklaceGeneration'],
  amulet: [],
};
export const ALL_TYPE_FIELDS = Object.values(TYPE_FIELDS).flat();

/** Visit every object in a tree. */
export function visit(node: unknown, fn: (o: Json) => void) {
  if (Array.isArray(node)) node.forEach((n) => visit(n, fn));
  else if (node && typeof node === 'object') {
    fn(node as Json);
    Object.values(node).forEach((v) => visit(v, fn));
  }
}
export const uids = (content: Json) => {
  const out: string[] = [];
  visit(content, (o) => {
    if (typeof o._uid === 'string') out.push(`${o._uid}:${String(o.component)}`);
  });
  return out;
};

export const products = stories.filter((s) => s.locales.de.content.component === 'product');
export const pc = (s: Story) => s.locales.de.content as Json;
