import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isFrameworkDataScript } from './inline-scripts';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

// The shapes Next 16.4 writes (server/app-render/use-flight-response.js, get-page-files.js).
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const DATA =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[71300,[],\\"default\\"]\\u003c/script\\u003e"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe('framework data scripts', () => {
  it('accepts what Next writes', () => {
    for (const code of [
      BOOTSTRAP,
      DATA,
      TURBOPACK,
      `${BOOTSTRAP};${DATA}`,
      `${TURBOPACK}\n${TURBOPACK}`,
    ]) {
      expect(isFrameworkDataScript(code), code).toBe(true);
    }
  });

  it('refuses code around or inside the data', () => {
    for (const code of [
      '',
      'alert(1)',
      `${DATA};alert(1)`,
      `alert(1);${DATA}`,
      'self.__next_f.push([1,"x"]).constructor',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push([1,"x")])',
      'self.__next_f.push([1,"unterminated])',
      '(globalThis["A"] || (globalThis["B"] = [])).push({})',
      'self.__next_f.push(1)',
    ]) {
      expect(isFrameworkDataScript(code), code).toBe(false);
    }
  });
});

describe('inline script hashes of a cached page', () => {
  it('hashes the framework scripts and counts the others as refused', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script>${BOOTSTRAP}</script>`,
      `<script nonce="abc">${DATA}</script>`,
      `<script>${DATA}</script>`,
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>alert(document.cookie)</script>',
    ].join('');
    const { hashes, refused } = inlineScriptHashes(html);
    expect(hashes).toEqual([sha(TURBOPACK), sha(BOOTSTRAP), sha(DATA)]);
    expect(refused).toBe(1);
  });
});
