import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { ApplicationFileCategory, Locale } from '@maison/domain';
import type { Db } from './database';
import {
  career_applications,
  career_file_chunks,
  career_files,
  career_positions,
  type CareerApplicationRow,
  type CareerFileRow,
  type CareerPositionRow,
} from './schema';

/** The careers store (issue 20, docs/decisions/0034): positions, applications and their files. */

export type NewCareerPosition = Omit<CareerPositionRow, 'created_at'> & { created_at?: Date };

/** Upserts the positions of the content pack; positions no longer in it are removed. */
export async function replaceCareerPositions(
  db: Db,
  positions: NewCareerPosition[],
): Promise<void> {
  const ids = positions.map((p) => p.id);
  await db.transaction(async (tx) => {
    if (positions.length) {
      await tx
        .insert(career_positions)
        .values(positions)
        .onConflictDoUpdate({
          target: career_positions.id,
          set: Object.fromEntries(
            Object.keys(positions[0]!)
              .filter((k) => k !== 'id')
              .map((k) => [k, sql.raw(`excluded.${k}`)]),
          ),
        });
    }
    const stale = (await tx.select({ id: career_positions.id }).from(career_positions))
      .map((r) => r.id)
      .filter((id) => !ids.includes(id));
    if (stale.length) await tx.delete(career_positions).where(inArray(career_positions.id, stale));
  });
}

export function listCareerPositions(db: Db): Promise<CareerPositionRow[]> {
  return db.select().from(career_positions).orderBy(asc(career_positions.id));
}

// ---- Files ----

/** Starts a stored file; its chunks follow, then finishCareerFile gives its size and hash. */
export async function startCareerFile(
  db: Db,
  file: { uuid: string; original_filename: string; content_type: string },
): Promise<void> {
  await db.insert(career_files).values({ ...file, size: 0, sha256: '' });
}

export async function appendCareerFileChunk(
  db: Db,
  uuid: string,
  seq: number,
  bytes: Uint8Array,
): Promise<void> {
  await db.insert(career_file_chunks).values({ file_uuid: uuid, seq, bytes: Buffer.from(bytes) });
}

export async function finishCareerFile(
  db: Db,
  uuid: string,
  done: { size: number; sha256: string },
): Promise<CareerFileRow> {
  const [row] = await db
    .update(career_files)
    .set(done)
    .where(eq(career_files.uuid, uuid))
    .returning();
  return row!;
}

/** Removes a file and its chunks (a refused or abandoned upload). */
export async function deleteCareerFile(db: Db, uuid: string): Promise<void> {
  await db.delete(career_files).where(eq(career_files.uuid, uuid));
}

/** Removes the files no application took that were uploaded before `before`; answers how many. */
export async function sweepAbandonedCareerFiles(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(career_files)
    .where(and(isNull(career_files.application_id), lt(career_files.created_at, before)))
    .returning({ uuid: career_files.uuid });
  return rows.length;
}

export function findCareerFiles(db: Db, uuids: string[]): Promise<CareerFileRow[]> {
  if (!uuids.length) return Promise.resolve([]);
  return db.select().from(career_files).where(inArray(career_files.uuid, uuids));
}

export async function findCareerFile(db: Db, uuid: string): Promise<CareerFileRow | null> {
  const [row] = await db.select().from(career_files).where(eq(career_files.uuid, uuid));
  return row ?? null;
}

/** A stored file's bytes, one chunk at a time (a download never holds the whole file). */
export async function* careerFileChunks(db: Db, uuid: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const [row] = await db
      .select({ bytes: career_file_chunks.bytes })
      .from(career_file_chunks)
      .where(and(eq(career_file_chunks.file_uuid, uuid), eq(career_file_chunks.seq, seq)));
    if (!row) return;
    yield row.bytes;
  }
}

// ---- Applications ----

export interface NewCareerApplication {
  uuid: string;
  position_id: number;
  position_name: string;
  first_name: string;
  last_name: string;
  email: string;
  language: Locale;
  attributes: { id: string; value: string }[];
  fingerprint: string;
  forward: boolean;
  files: { uuid: string; category: ApplicationFileCategory }[];
}

/** The application with this fingerprint sent since `since`, if any. */
export async function findCareerApplicationByFingerprint(
  db: Db,
  fingerprint: string,
  since: Date,
): Promise<CareerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(career_applications)
    .where(
      and(
        eq(career_applications.fingerprint, fingerprint),
        gte(career_applications.created_at, since),
      ),
    )
    .orderBy(asc(career_applications.id))
    .limit(1);
  return row ?? null;
}

export class CareerFileTakenError extends Error {
  constructor() {
    super('A file of the application is gone or belongs to another application.');
    this.name = 'CareerFileTakenError';
  }
}

/** Stores the application and takes its files, in one transaction: all of it or nothing. */
export async function insertCareerApplication(
  db: Db,
  application: NewCareerApplication,
): Promise<CareerApplicationRow> {
  const { files, forward, ...values } = application;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(career_applications)
      .values({
        ...values,
        forward_state: forward ? 'pending' : 'local',
        forward_next_at: forward ? new Date() : null,
      })
      .returning();
    for (const file of files) {
      const taken = await tx
        .update(career_files)
        .set({ application_id: row!.id, category: file.category })
        .where(and(eq(career_files.uuid, file.uuid), isNull(career_files.application_id)))
        .returning({ uuid: career_files.uuid });
      if (!taken.length) throw new CareerFileTakenError();
    }
    return row!;
  });
}

export interface CareerApplicationRecord extends CareerApplicationRow {
  files: CareerFileRow[];
}

/** Applications, newest first, with their files; of one position when `positionId` is given. */
export async function listCareerApplications(
  db: Db,
  filter: { positionId?: number; limit: number; offset: number },
): Promise<{ rows: CareerApplicationRecord[]; total: number }> {
  const where =
    filter.positionId === undefined
      ? undefined
      : eq(career_applications.position_id, filter.positionId);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(career_applications)
    .where(where);
  const rows = await db
    .select()
    .from(career_applications)
    .where(where)
    .orderBy(desc(career_applications.created_at), desc(career_applications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const files = rows.length
    ? await db
        .select()
        .from(career_files)
        .where(
          inArray(
            career_files.application_id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(career_files.created_at))
    : [];
  return {
    rows: rows.map((r) => ({ ...r, files: files.filter((f) => f.application_id === r.id) })),
    total: count?.total ?? 0,
  };
}

/** Applications waiting for their forward to Personio whose next try is due. */
export async function dueCareerForwards(
  db: Db,
  now: Date,
  limit: number,
): Promise<CareerApplicationRecord[]> {
  const rows = await db
    .select()
    .from(career_applications)
    .where(
      and(
        eq(career_applications.forward_state, 'pending'),
        lte(career_applications.forward_next_at, now),
      ),
    )
    .orderBy(asc(career_applications.forward_next_at))
    .limit(limit);
  const files = rows.length
    ? await db
        .select()
        .from(career_files)
        .where(
          inArray(
            career_files.application_id,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, files: files.filter((f) => f.application_id === r.id) }));
}

export async function markCareerForwarded(db: Db, id: number): Promise<void> {
  await db
    .update(career_applications)
    .set({ forward_state: 'forwarded', forward_next_at: null, forward_error: null })
    .where(eq(career_applications.id, id));
}

export async function markCareerForwardFailed(
  db: Db,
  id: number,
  failure: { error: string; nextAt: Date },
): Promise<void> {
  await db
    .update(career_applications)
    .set({
      forward_attempts: sql`${career_applications.forward_attempts} + 1`,
      forward_error: failure.error,
      forward_next_at: failure.nextAt,
    })
    .where(eq(career_applications.id, id));
}
