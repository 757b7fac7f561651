import { eq, lt } from 'drizzle-orm';
import type { Db } from './database';
import { revoked_sessions } from './schema';

/** Ends the session `sid` until `expiresAt` (when its token would expire anyway). */
export async function revokeSession(db: Db, sid: string, expiresAt: Date): Promise<void> {
  await db
    .insert(revoked_sessions)
    .values({ sid, expires_at: expiresAt })
    .onConflictDoNothing({ target: revoked_sessions.sid });
  // Rows past their token's expiry prove nothing any more; a logout is a rare enough moment.
  await db.delete(revoked_sessions).where(lt(revoked_sessions.expires_at, new Date()));
}

export async function isSessionRevoked(db: Db, sid: string): Promise<boolean> {
  const rows = await db
    .select({ sid: revoked_sessions.sid })
    .from(revoked_sessions)
    .where(eq(revoked_sessions.sid, sid))
    .limit(1);
  return rows.length > 0;
}
