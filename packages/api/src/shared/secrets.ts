import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from '@maison/db';

/** The process's mode and its secrets: configured, or outside production kept in DATA_DIR. */

export function isProduction(env: Record<string, string | undefined> = process.env): boolean {
  // Not NODE_ENV: `next start` always sets it, also for the one-machine demo (docs/decisions/0003).
  return env.MAISON_ENV === 'production';
}

/**
 * Reads the secret from `file`, creating it with fresh random bytes when absent. The exclusive
 * create means concurrent processes of one machine end up with the same secret.
 */
export function readOrCreateSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}

let jwtSecret: Uint8Array | undefined;

/**
 * The HS256 key of access and commerce tokens: JWT_SECRET, or outside production a secret
 * persisted in DATA_DIR/secret.key. Throws in production without JWT_SECRET, which stops the
 * API from starting.
 */
export function loadJwtSecret(): Uint8Array {
  if (jwtSecret) return jwtSecret;
  const configured = process.env.JWT_SECRET;
  if (!configured && isProduction()) {
    throw new Error('JWT_SECRET must be set when MAISON_ENV is production.');
  }
  const value = configured || readOrCreateSecretFile(path.join(resolveDataDir(), 'secret.key'));
  jwtSecret = new TextEncoder().encode(value);
  return jwtSecret;
}

/**
 * A secret from `variable`, or outside production one generated into DATA_DIR/`file` (like
 * the JWT secret). Null in production without the variable: the feature stays closed.
 */
function loadSecret(variable: string, file: string): string | null {
  const configured = process.env[variable];
  if (configured) return configured;
  if (isProduction()) return null;
  return readOrCreateSecretFile(path.join(resolveDataDir(), file));
}

/** CONTENT_PREVIEW_SECRET: the `token` that unlocks `version=draft` on the CDN routes. */
export function loadPreviewSecret(): string | null {
  return loadSecret('CONTENT_PREVIEW_SECRET', 'preview.key');
}

/** REVALIDATE_SECRET: what the publish webhook sends to the web's /api/revalidate. */
export function loadRevalidateSecret(): string | null {
  return loadSecret('REVALIDATE_SECRET', 'revalidate.key');
}
