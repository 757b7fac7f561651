import { describe, expect, it } from 'vitest';
import { career_applications, count, email_outbox, eq, insertCareerApplication } from '@maison/db';
import {
  createJobs,
  type JobApplication,
  type JobDocument,
  type JobsPort,
} from '@maison/services/jobs';
import { forwardDueApplications } from '../../src/resources/careers/forward';
import { captureLogger } from '../helpers';
import {
  apply,
  completeApplication,
  deDate,
  staff,
  upload,
  pdf,
  useCareersWorld,
  w,
} from './careers-helpers';

/** POST /api/next/personio-form/, the staff's list and downloads, the Personio outbox (issue 20). */

useCareersWorld();

type Problems = {
  errors: { field?: string; errors: { reason: string; categories?: string[] }[] }[];
};
const problems = (json: Problems) =>
  Object.fromEntries(json.errors.map((e) => [e.field, e.errors.map((x) => x.reason).join(',')]));
const applications = async () =>
  (await w.db.select({ n: count() }).from(career_applications))[0]!.n;

describe('sending an application', () => {
  it('stores it with its files, confirms it in the applicant’s language, and lists it for staff', async () => {
    const body = await completeApplication();
    const res = await apply(body);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [mail] = await w.db.select().from(email_outbox).where(eq(email_outbox.to, body.email));
    expect(mail).toMatchObject({ language: 'ja', kind: 'job_application_confirmation' });
    expect(mail!.subject).toContain('ゴールドスミス');
    expect(mail!.text).toContain('Lebenslauf.pdf');

    const list = await staff('/careers/applications/?position=1201');
    expect(list.status).toBe(200);
    const record = list.json.results.find((r: { uuid: string }) => r.uuid === res.json.uuid);
    expect(record).toMatchObject({
      position_id: '1201',
      position_name: 'Goldschmied (m/w/d)',
      first_name: 'Lena',
      email: 'lena.vogt@example.com',
      language: 'ja',
      forward_state: 'local',
      attributes: body.attributes,
    });
    expect(record.files.map((f: { category: string }) => f.category).sort()).toEqual([
      'cover-letter',
      'cv',
      'employment-reference',
    ]);
    const download = await w.app.request(`http://localhost${record.files[0].url}`, {
      headers: { Authorization: `Token ${w.tokens.admin}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf());
    expect((await staff('/careers/applications/?position=1301')).json.count).toBe(0);
  });

  it('answers a duplicate submit with the first application, storing it once', async () => {
    const body = await completeApplication('dup@example.com');
    const first = await apply(body);
    const before = await applications();
    const again = await apply(body);
    expect(again).toEqual(first);
    const [x, y] = await Promise.all([apply(body), apply(body)]);
    expect([x!.json.uuid, y!.json.uuid]).toEqual([first.json.uuid, first.json.uuid]);
    expect(await applications()).toBe(before);
  });

  it("answers each missing field with the spec's reason", async () => {
    const body = await completeApplication('fields@example.com');
    const res = await apply({
      ...body,
      first_name: ' ',
      last_name: undefined,
      email: 'not-an-email',
      attributes: [{ id: 'phone', value: '' }],
    });
    expect(res.status).toBe(400);
    expect(problems(res.json)).toEqual({
      first_name: 'errors.required-field',
      last_name: 'errors.required-field',
      email: 'errors.email-invalid',
      salary_expectations: 'errors.required-field',
      available_from: 'errors.required-field',
    });
    const missingEmail = await apply({ ...body, email: '' });
    expect(problems(missingEmail.json)).toEqual({ email: 'errors.required-field' });
    const past = await apply({
      ...body,
      attributes: [
        { id: 'salary_expectations', value: '50000' },
        { id: 'available_from', value: deDate(-3) },
      ],
    });
    expect(problems(past.json)).toEqual({ available_from: 'errors.available-from' });
    const unknown = await apply({ ...body, job_position_id: '4711' });
    expect(problems(unknown.json)).toEqual({ job_position_id: 'errors.position-unknown' });
    expect(problems((await apply('nonsense')).json).first_name).toBe('errors.required-field');
  });

  it('names each missing file category with personio.file-upload.validate-files', async () => {
    const body = await completeApplication('files@example.com');
    for (const category of ['cv', 'cover-letter', 'employment-reference']) {
      const res = await apply({
        ...body,
        files: body.files.filter((f) => f.category !== category),
      });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([
        {
          field: 'files',
          errors: [{ reason: 'file-upload.validate-files', categories: [category] }],
        },
      ]);
    }
    const none = await apply({ ...body, files: [] });
    expect(none.json.errors[0].errors[0].categories).toEqual([
      'cv',
      'employment-reference',
      'cover-letter',
    ]);
    const other = await upload(pdf(), 'Portfolio.pdf');
    const withOther = await apply({
      ...body,
      files: [
        ...body.files,
        { uuid: other.json.uuid, original_filename: 'Portfolio.pdf', category: 'other' },
      ],
    });
    expect(withOther.status).toBe(201);
    // A file taken by an application cannot be named by another.
    const reuse = await apply({ ...body, email: 'someone.else@example.com' });
    expect(problems(reuse.json)).toEqual({ files: 'errors.file-unknown' });
  });

  it('keeps the staff routes for superusers', async () => {
    expect((await staff('/careers/applications/', null)).status).toBe(401);
    expect((await staff('/careers/applications/', 'jeweler')).status).toBe(403);
    expect(
      (await staff('/careers/files/00000000-0000-4000-8000-000000000000/', 'jeweler')).status,
    ).toBe(403);
    expect((await staff('/careers/files/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
  });
});

describe('the forward to Personio', () => {
  /** A Personio port on the embedded feed that fails `failures` times, then records what it got. */
  function flakyPersonio(failures: number) {
    const base = createJobs(
      {},
      {
        baseUrl: 'http://api.internal',
        fetch: (input, init) => Promise.resolve(w.app.request(input, init)),
      },
    );
    const received: { documents: string[]; applications: JobApplication[] } = {
      documents: [],
      applications: [],
    };
    let left = failures;
    const port: JobsPort = {
      ...base,
      forwardsApplications: true,
      async uploadDocument(document: JobDocument) {
        if (left > 0) {
          left--;
          throw new Error('Personio answered 503');
        }
        let bytes = 0;
        for await (const chunk of document.chunks()) bytes += chunk.byteLength;
        received.documents.push(`${document.original_filename}:${bytes}`);
        return { uuid: `00000000-0000-4000-8000-00000000000${received.documents.length}` };
      },
      async submitApplication(application) {
        received.applications.push(application);
      },
    };
    return { port, received };
  }

  it('keeps a failed forward pending and sends it on a later pass, nothing lost', async () => {
    const { port, received } = flakyPersonio(1);
    const { logger } = captureLogger();
    const body = await completeApplication('forward@example.com');
    // Stored as pending, as the route does with Personio configured.
    const row = await insertCareerApplication(w.db, {
      uuid: '11111111-1111-4111-8111-111111111111',
      position_id: 1201,
      position_name: 'Goldschmied (m/w/d)',
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      language: 'de',
      attributes: body.attributes,
      fingerprint: 'forward-test',
      forward: true,
      files: body.files,
    });
    const first = await forwardDueApplications(w.db, port, logger);
    expect(first).toEqual({ forwarded: 0, failed: 1 });
    const [pending] = await w.db
      .select()
      .from(career_applications)
      .where(eq(career_applications.id, row.id));
    expect(pending).toMatchObject({ forward_state: 'pending', forward_attempts: 1 });
    expect(pending!.forward_error).toContain('503');
    // Not due yet: the next pass leaves it alone until its backoff has passed.
    expect(await forwardDueApplications(w.db, port, logger)).toEqual({ forwarded: 0, failed: 0 });
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await forwardDueApplications(w.db, port, logger, later)).toEqual({
      forwarded: 1,
      failed: 0,
    });
    expect(received.documents).toHaveLength(3);
    expect(received.applications[0]).toMatchObject({
      job_position_id: '1201',
      email: 'forward@example.com',
      attributes: body.attributes,
    });
    expect(received.applications[0]!.files.map((f) => f.category).sort()).toEqual([
      'cover-letter',
      'cv',
      'employment-reference',
    ]);
    const [done] = await w.db
      .select()
      .from(career_applications)
      .where(eq(career_applications.id, row.id));
    expect(done).toMatchObject({ forward_state: 'forwarded', forward_error: null });
  });
});
