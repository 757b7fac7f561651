import { describe, expect, it } from 'vitest';
import { doc, OPS } from './routes';

/**
 * The document the fuzzer reads. Every operation is fuzzed in the test file routes.ts's
 * partOf names (accounts, portal, shop, content), each on its own fixture.
 */

describe('the route table', () => {
  it('is fuzzed whole: every documented operation has a generated test below', () => {
    expect(OPS.length).toBeGreaterThan(40);
    const keys = OPS.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('documents patterns a client can compile (the username pattern carried "/u")', () => {
    const patterns: string[] = [];
    JSON.stringify(doc, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) {
      expect(pattern).not.toMatch(/\/[a-z]+$/);
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
    }
  });
});
