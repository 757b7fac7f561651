import path from 'node:path';
import { backupTargetFromEnv, restore } from '../backup';

// `npm run db:restore -- <file>`: a backup of db:backup into the fresh database DATABASE_URL
// or DATA_DIR names (docs/operations.md). Relative to where npm was run.
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:restore -- <file>');
  process.exit(2);
}
const target = backupTargetFromEnv();
const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  await restore(from, target);
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
process.stdout.write(
  `Restored ${from} into the ${target.kind === 'pg' ? 'PostgreSQL' : 'PGlite'} database; ` +
    'then `npm run db:migrate` (a backup taken by older code gets the newer migrations).\n',
);
