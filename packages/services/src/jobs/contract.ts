import { beforeAll, describe, expect, it } from 'vitest';
import type { JobsPort } from './types';

/**
 * What every jobs port promises (issue 20): the feed's positions with the fields of 001 §3,
 * found by id, descriptions without anything that runs. The embedded port answers from its own
 * rendered feed, the Personio adapter from a recorded one.
 */
export function describeJobsContract(name: string, make: () => JobsPort | Promise<JobsPort>) {
  describe(`jobs contract: ${name}`, () => {
    let jobs: JobsPort;
    beforeAll(async () => {
      jobs = await make();
    });

    it('lists positions with every field of 001 §3', async () => {
      const positions = await jobs.listPositions('de');
      expect(positions.length).toBeGreaterThan(0);
      for (const p of positions) {
        expect(p.id).toMatch(/^\d+$/);
        expect(p.name).not.toBe('');
        expect(p.office).not.toBe('');
        for (const field of [
          'department',
          'recruitingCategory',
          'employmentType',
          'seniority',
          'schedule',
          'yearsOfExperience',
          'occupation',
          'occupationCategory',
        ] as const)
          expect(typeof p[field]).toBe('string');
        expect(p.jobDescriptions.length).toBeGreaterThan(0);
      }
    });

    it('finds a position by id, and none for an unknown id', async () => {
      const [first] = await jobs.listPositions('de');
      expect(await jobs.position(first!.id, 'de')).toEqual(first);
      expect(await jobs.position('999999999', 'de')).toBeNull();
    });

    it('hands out description HTML without scripts, handlers or javascript: links', async () => {
      const html = (await jobs.listPositions('de'))
        .flatMap((p) => p.jobDescriptions.map((d) => d.value))
        .join('\n');
      expect(html).not.toMatch(/<script|onclick|javascript:/i);
    });
  });
}
