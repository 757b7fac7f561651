import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { LOCALES } from '@maison/domain';

/** What several schema files share; no tables here, so schema/index.ts does not re-export it. */

export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
export const localeList = sqlList(LOCALES);

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});
