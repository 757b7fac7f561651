import path from 'node:path';
import { resolveDataDir } from '@maison/db';
import { isProduction, readOrCreateSecretFile } from './auth';

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
