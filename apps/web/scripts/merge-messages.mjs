#!/usr/bin/env node
/**
 * Merges message namespaces into all five locale files at once, so that parallel work on the
 * messages never rewrites a whole file. Usage: node scripts/merge-messages.mjs patch.json
 * where patch.json is { "de": {...}, "en": {...}, "ja": {...}, "ko": {...}, "zh-hans": {...} }.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'];
const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n/messages');

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge(target, patch) {
  const out = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isObject(value) && isObject(out[key]) ? deepMerge(out[key], value) : value;
  }
  return out;
}

const patchFile = process.argv[2];
if (!patchFile) {
  console.error('usage: merge-messages.mjs <patch.json>');
  process.exit(1);
}
const patch = JSON.parse(readFileSync(patchFile, 'utf8'));
const missing = LOCALES.filter((locale) => !isObject(patch[locale]));
if (missing.length > 0) {
  console.error(`patch lacks locales: ${missing.join(', ')}`);
  process.exit(1);
}
for (const locale of LOCALES) {
  const file = join(dir, `${locale}.json`);
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify(deepMerge(current, patch[locale]), null, 2)}\n`);
}
