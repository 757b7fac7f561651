import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let repoRoot: string | undefined;

/**
 * The repository root: the nearest folder upwards from the working directory whose package.json
 * declares workspaces. Found from the cwd rather than from this file, because Next bundles this
 * module into .next/ where import.meta.url no longer points into the repository.
 */
export function findRepoRoot(): string {
  if (repoRoot) return repoRoot;
  let dir = process.cwd();
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces
    ) {
      repoRoot = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No npm workspace root above ${process.cwd()}`);
    dir = parent;
  }
}

/** DATA_DIR (default ./data); a relative value is taken from the repository root. */
export function resolveDataDir(): string {
  return path.resolve(findRepoRoot(), process.env.DATA_DIR ?? './data');
}

export function migrationsFolder(): string {
  return path.join(findRepoRoot(), 'packages/db/migrations');
}
