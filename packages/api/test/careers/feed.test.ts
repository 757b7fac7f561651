import { describe, expect, it } from 'vitest';
import { parseJobsFeed } from '@maison/services/jobs';
import { FeedShape, readFeedDocument } from '@maison/services/jobs/personio/feed';
import { NEXT, loadPackPositions, staff, useCareersWorld, w } from './careers-helpers';

/** The embedded jobs feed (issue 20): Personio's shape, read back through Personio's parser. */

useCareersWorld();

const feed = async (language?: string) => {
  const res = await w.app.request(`${NEXT}/jobs.xml${language ? `?language=${language}` : ''}`);
  return { status: res.status, type: res.headers.get('content-type'), xml: await res.text() };
};

describe('GET /api/next/jobs.xml', () => {
  it("validates against Personio's shape: a workzag-jobs root of positions with every element", async () => {
    const { status, type, xml } = await feed('de');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>')).toBe(true);
    const document = readFeedDocument(xml) as {
      'workzag-jobs': { position: Record<string, unknown>[] };
    };
    expect(FeedShape.safeParse(document).success).toBe(true);
    const positions = document['workzag-jobs'].position;
    expect(positions).toHaveLength(loadPackPositions().length);
    for (const p of positions) {
      expect(Object.keys(p)).toEqual([
        'id',
        'office',
        'department',
        'recruitingCategory',
        'name',
        'jobDescriptions',
        'employmentType',
        'seniority',
        'schedule',
        'yearsOfExperience',
        'occupation',
        'occupationCategory',
        'createdAt',
      ]);
    }
    expect(xml).toMatch(/<value>\s*<!\[CDATA\[<p>/);
  });

  it('round-trips every language through the Personio parser to the stored positions', async () => {
    const pack = loadPackPositions();
    for (const language of ['de', 'en', 'ja', 'ko', 'zh-hans'] as const) {
      const parsed = parseJobsFeed((await feed(language)).xml);
      expect(parsed.map((p) => p.id)).toEqual(pack.map((p) => String(p.id)));
      pack.forEach((p, k) => {
        expect(parsed[k]).toMatchObject({
          office: p.office,
          department: p.department,
          name: p.texts[language]!.name,
          jobDescriptions: p.texts[language]!.jobDescriptions,
          employmentType: p.employment_type,
          schedule: p.schedule,
        });
      });
    }
    expect(parseJobsFeed((await feed()).xml)[0]!.name).toBe(pack[0]!.texts.de!.name);
    expect((await feed('fr')).status).toBe(400);
  });

  it('is what the site reads: the positions API answers the feed through the jobs port', async () => {
    const list = await staff('/careers/positions/?language=ja', null);
    expect(list.status).toBe(200);
    // On the wire the sections are jobDescription (001 §3 "Job position"), the feed's
    // jobDescriptions element.
    expect(list.json.results).toEqual(
      parseJobsFeed((await feed('ja')).xml).map(({ jobDescriptions, ...p }) => ({
        ...p,
        jobDescription: jobDescriptions,
      })),
    );
    const one = await staff('/careers/positions/1401/?language=ko', null);
    expect(one.json).toMatchObject({ id: '1401', department: 'Design', name: '주얼리 디자이너' });
    expect(Object.keys(one.json)).toContain('jobDescription');
    expect(Object.keys(one.json)).not.toContain('jobDescriptions');
    expect((await staff('/careers/positions/999/?language=de', null)).status).toBe(404);
  });
});
