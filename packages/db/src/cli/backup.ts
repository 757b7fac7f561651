import path from 'node:path';
import { backup, backupTargetFromEnv } from '../backup';

// `npm run db:backup -- <file>`: the database DATABASE_URL or DATA_DIR names, to <file>
// (docs/operations.md). Relative to where npm was run, not the repository root.
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:backup -- <file>   (PGlite: .tar.gz, PostgreSQL: .dump)');
  process.exit(2);
}
const target = backupTargetFromEnv();
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  await backup(target, out);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
process.stdout.write(
  `Backed up the ${target.kind === 'pg' ? 'PostgreSQL' : 'PGlite'} database to ${out}.\n`,
);
