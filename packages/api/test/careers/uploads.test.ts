import { describe, expect, it } from 'vitest';
import { career_file_chunks, career_files, count, eq, sql } from '@maison/db';
import { APPLICATION_FILE_MAX_BYTES } from '@maison/domain';
import { UPLOAD, pdf, upload, useCareersWorld, w } from './careers-helpers';

/** POST /api/next/personio-form-file/ (001 §5, §7, §8; issue 20). */

useCareersWorld();

const stored = async () => (await w.db.select({ n: count() }).from(career_files))[0]!.n;
const reason = (json: { errors: { errors: { reason: string }[] }[] }) =>
  json.errors[0]!.errors[0]!.reason;

const BOUNDARY = 'maisonboundary7MA4YWxkTrZu0gW';
const encoder = new TextEncoder();

/**
 * A multipart body of one `file` part of `fileBytes` bytes (a PDF) and, after it, a `padding`
 * part of `paddingBytes`, produced in 64 KiB pieces only as the server reads them; `pulled`
 * counts what it read.
 */
function streamedUpload(fileBytes: number, paddingBytes = 0) {
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const padding = encoder.encode(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const piece = pdf(64 * 1024);
  const fileEnd = head.length + fileBytes;
  const paddingEnd = fileEnd + (paddingBytes ? padding.length + paddingBytes : 0);
  const counter = { pulled: 0, total: paddingEnd + tail.length };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array;
        if (sent === 0) chunk = head;
        else if (sent < fileEnd) chunk = piece.subarray(0, Math.min(piece.length, fileEnd - sent));
        else if (sent === fileEnd && paddingBytes) chunk = padding;
        else if (sent < paddingEnd)
          chunk = piece.subarray(0, Math.min(piece.length, paddingEnd - sent));
        else if (sent < counter.total) chunk = tail;
        else return controller.close();
        sent += chunk.length;
        counter.pulled = sent;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const request = () =>
    w.app.request(UPLOAD, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: 'half',
    } as RequestInit);
  return { counter, request };
}

describe('uploading an application file', () => {
  it('stores a file of 19,999,999 bytes and answers its file object', async () => {
    const size = APPLICATION_FILE_MAX_BYTES - 1;
    const { counter, request } = streamedUpload(size);
    const res = await request();
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBe(201);
    expect(json).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      original_filename: 'gross.pdf',
      size,
      mimetype: 'application/pdf',
      extension: 'pdf',
    });
    expect(counter.pulled).toBe(counter.total);
    const [row] = await w.db
      .select()
      .from(career_files)
      .where(eq(career_files.uuid, json.uuid as string));
    expect(row).toMatchObject({ size, application_id: null, category: null });
    const chunks = await w.db
      .select({ bytes: sql<number>`sum(length(${career_file_chunks.bytes}))::int` })
      .from(career_file_chunks)
      .where(eq(career_file_chunks.file_uuid, json.uuid as string));
    expect(chunks[0]!.bytes).toBe(size);
  }, 120_000);

  // One refused upload only: each writes its 20 MB into the database before the cut.
  it('refuses 20,000,000 bytes with errors.filesize without reading the rest of the stream', async () => {
    const before = await stored();
    const { counter, request } = streamedUpload(APPLICATION_FILE_MAX_BYTES, 30_000_000);
    const res = await request();
    expect(res.status).toBe(400);
    expect(reason((await res.json()) as never)).toBe('errors.filesize');
    // Cut at the limit: at most the limit and the pieces in flight were read, not the 30 MB after.
    expect(counter.pulled).toBeLessThan(APPLICATION_FILE_MAX_BYTES + 2_000_000);
    expect(counter.pulled).toBeLessThan(counter.total);
    expect(await stored()).toBe(before);
  }, 120_000);

  it('refuses by Content-Length before reading anything', async () => {
    const { counter } = streamedUpload(10);
    const res = await w.app.request(UPLOAD, {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(APPLICATION_FILE_MAX_BYTES + 1_000_000),
      },
    });
    expect(res.status).toBe(400);
    expect(reason((await res.json()) as never)).toBe('errors.filesize');
    expect(counter.pulled).toBe(0);
  });

  it('refuses a .pdf that is really an executable, and a name without an allowed extension', async () => {
    const before = await stored();
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    const res = await upload(exe, 'Lebenslauf.pdf');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      errors: [{ field: 'file', errors: [{ reason: 'errors.fileformat' }] }],
    });
    expect(reason((await upload(pdf(), 'setup.exe')).json)).toBe('errors.fileformat');
    expect(reason((await upload(pdf(), 'Lebenslauf')).json)).toBe('errors.fileformat');
    expect(reason((await upload(new Uint8Array([0x50, 0x4b, 3, 4]), 'tiny.png')).json)).toBe(
      'errors.fileformat',
    );
    expect(await stored()).toBe(before);
    expect(
      (await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'Foto.PNG'))
        .status,
    ).toBe(201);
    expect((await upload('Sehr geehrte Damen und Herren,', 'anschreiben.txt')).status).toBe(201);
  });

  it('refuses a request without a file part, an empty file, or another encoding', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    const none = await w.app.request(UPLOAD, { method: 'POST', body: empty });
    expect(reason((await none.json()) as never)).toBe('errors.file-missing');
    expect(reason((await upload(new Uint8Array(0), 'leer.pdf')).json)).toBe('errors.file-missing');
    const json = await w.app.request(UPLOAD, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });

  it('removes files no application took after a day, with their chunks', async () => {
    const old = await upload(pdf(), 'alt.pdf');
    await w.db
      .update(career_files)
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(career_files.uuid, old.json.uuid));
    const fresh = await upload(pdf(), 'neu.pdf');
    const uuids = (await w.db.select({ uuid: career_files.uuid }).from(career_files)).map(
      (r) => r.uuid,
    );
    expect(uuids).not.toContain(old.json.uuid);
    expect(uuids).toContain(fresh.json.uuid);
    const orphans = await w.db
      .select({ n: count() })
      .from(career_file_chunks)
      .where(eq(career_file_chunks.file_uuid, old.json.uuid));
    expect(orphans[0]!.n).toBe(0);
  });
});
