import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeJobsContract } from '../contract';
import { parseJobsFeed } from '../personio/feed';
import type { JobPosition } from '../types';
import { renderJobsFeed } from './feed';
import { createLocalJobs, LOCAL_FEED_PATH } from '.';

/** The content pack's positions in one language, as the API's feed route turns them. */
type PackPosition = {
  id: number;
  office: string;
  department: string;
  recruiting_category: string;
  employment_type: string;
  seniority: string;
  schedule: string;
  years_of_experience: string;
  occupation: string;
  occupation_category: string;
  created_at: string;
  texts: Record<string, { name: string; jobDescriptions: { name: string; value: string }[] }>;
};
const pack = JSON.parse(
  readFileSync(new URL('../../../../../content/careers/positions.json', import.meta.url), 'utf8'),
) as PackPosition[];
const inLanguage = (language: string): JobPosition[] =>
  pack.map((p) => ({
    id: String(p.id),
    office: p.office,
    department: p.department,
    recruitingCategory: p.recruiting_category,
    name: p.texts[language]!.name,
    jobDescriptions: p.texts[language]!.jobDescriptions,
    employmentType: p.employment_type,
    seniority: p.seniority,
    schedule: p.schedule,
    yearsOfExperience: p.years_of_experience,
    occupation: p.occupation,
    occupationCategory: p.occupation_category,
    createdAt: p.created_at,
  }));

const selfFeed = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  if (pathname !== LOCAL_FEED_PATH) return Promise.resolve(new Response(null, { status: 404 }));
  return Promise.resolve(new Response(renderJobsFeed(inLanguage(searchParams.get('language')!))));
};

describeJobsContract('embedded', () =>
  createLocalJobs({ fetch: selfFeed, baseUrl: 'http://api.internal' }),
);

describe('the embedded feed', () => {
  it('round-trips every language of the content pack through the Personio parser', () => {
    for (const language of ['de', 'en', 'ja', 'ko', 'zh-hans']) {
      const positions = inLanguage(language);
      expect(positions.length).toBeGreaterThanOrEqual(25);
      expect(parseJobsFeed(renderJobsFeed(positions))).toEqual(positions);
    }
  });

  it('keeps HTML that holds a CDATA end, and an empty feed', () => {
    const [first] = inLanguage('de');
    const tricky = { ...first!, jobDescriptions: [{ name: 'x', value: '<p>a]]&gt;b</p>' }] };
    expect(parseJobsFeed(renderJobsFeed([tricky]))[0]!.jobDescriptions).toEqual(
      tricky.jobDescriptions,
    );
    expect(parseJobsFeed(renderJobsFeed([]))).toEqual([]);
  });
});
