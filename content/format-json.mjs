import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'oxfmt';

/** The repository's formatter settings, so generated JSON passes the format check. */
const options = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.oxfmtrc.json'),
    'utf8',
  ),
);

/** `text` (JSON) as oxfmt writes `file`; throws on a formatter error. */
export async function formatJson(file, text) {
  const { code, errors } = await format(file, text, options);
  if (errors[0]) throw new Error(`${file}: ${errors[0].message}`);
  return code;
}
