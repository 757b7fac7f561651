import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeJobsContract } from '../contract';
import { JobsError, type JobApplication } from '../types';
import { createPersonioJobs } from '.';

/** The Personio adapter against the recorded exchanges of fixtures/ (see its README). */

const fixture = (name: string) =>
  readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const exchange = (name: string) =>
  JSON.parse(fixture(name)) as {
    request: { method: string; url: string; headers?: Record<string, string>; body?: unknown };
    response: { status: number; body: unknown };
  };

const OPTIONS = { company: 'maison', companyId: '41234', token: 'papi-recruiting-token' };

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function recorded(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = (url: string, init?: RequestInit) => {
    const call = {
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    sent.push(call);
    return Promise.resolve(answer(call));
  };
  return { sent, fetch };
}

const feedFetch = () =>
  recorded((sent) =>
    sent.url === 'https://maison.jobs.personio.de/xml?language=de'
      ? new Response(fixture('feed-de.xml'), { headers: { 'content-type': 'text/xml' } })
      : new Response('not found', { status: 404 }),
  );

describeJobsContract('personio', () =>
  createPersonioJobs({ ...OPTIONS, fetch: feedFetch().fetch }),
);

describe('the Personio adapter', () => {
  it("reads the company's feed and sanitises its descriptions", async () => {
    const { fetch, sent } = feedFetch();
    const jobs = createPersonioJobs({ ...OPTIONS, fetch });
    const [goldsmith] = await jobs.listPositions('de');
    expect(goldsmith).toMatchObject({
      id: '1640123',
      office: 'Pforzheim',
      department: 'Goldsmithing',
      recruitingCategory: 'Handwerk',
      name: 'Goldschmied (m/w/d)',
      employmentType: 'permanent',
      seniority: 'experienced',
      schedule: 'full-time',
      yearsOfExperience: '2-5',
      occupation: 'goldsmith',
      occupationCategory: 'craft',
    });
    expect(goldsmith!.jobDescriptions).toEqual([
      { name: 'Ihre Aufgaben', value: '<ul><li>Fertigung von Ringen &amp; Colliers</li></ul>' },
      {
        name: 'Ihr Profil',
        value:
          '<p>Ausbildung als Goldschmied, <a rel="noopener noreferrer">mehr</a> <a href="https://maison.test/atelier" rel="noopener noreferrer">Atelier</a></p>',
      },
    ]);
    await jobs.position('1640124', 'de');
    expect(sent).toHaveLength(1);
  });

  it('uploads a document, then creates the application naming its uuid', async () => {
    const upload = exchange('document-upload.json');
    const create = exchange('application-create.json');
    const { fetch, sent } = recorded((call) =>
      call.url === upload.request.url
        ? Response.json(upload.response.body, { status: upload.response.status })
        : new Response(null, { status: create.response.status }),
    );
    const jobs = createPersonioJobs({ ...OPTIONS, fetch });
    const bytes = new TextEncoder().encode('%PDF-1.7 Lebenslauf');
    const { uuid } = await jobs.uploadDocument({
      original_filename: 'Lebenslauf.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      chunks: async function* () {
        yield bytes.slice(0, 5);
        yield bytes.slice(5);
      },
    });
    expect(uuid).toBe('66121e48-2a2d-4158-a21d-f36c3453df1a');
    const body = create.request.body as JobApplication & { job_position_id: number };
    await jobs.submitApplication({ ...body, job_position_id: String(body.job_position_id) });

    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', upload.request.url],
      ['POST', create.request.url],
    ]);
    for (const [name, value] of Object.entries(upload.request.headers!))
      expect(sent[0]!.headers.get(name)).toBe(value);
    const file = (sent[0]!.body as FormData).get('file') as File;
    expect(file.name).toBe('Lebenslauf.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    for (const [name, value] of Object.entries(create.request.headers!))
      expect(sent[1]!.headers.get(name)).toBe(value);
    expect(JSON.parse(sent[1]!.body as string)).toEqual(create.request.body);
  });

  it('fails with JobsError when Personio refuses an application or cannot be reached', async () => {
    const invalid = exchange('application-invalid.json');
    const refusing = createPersonioJobs({
      ...OPTIONS,
      fetch: recorded(() => Response.json(invalid.response.body, { status: 422 })).fetch,
    });
    const application = {
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.test',
      job_position_id: '1',
      files: [],
      attributes: [],
    };
    await expect(refusing.submitApplication(application)).rejects.toMatchObject({
      name: 'JobsError',
      status: 422,
    });
    const down = createPersonioJobs({
      ...OPTIONS,
      fetch: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    await expect(down.submitApplication(application)).rejects.toBeInstanceOf(JobsError);
    await expect(down.listPositions('en')).rejects.toBeInstanceOf(JobsError);
  });
});
