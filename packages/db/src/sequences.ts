import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { commerce_order_number_seq } from './schema';

/**
 * Sequences never behind the rows that used them (docs/decisions/0015-crash-safety.md).
 *
 * A sequence whose next value is already stored makes every insert that draws from it fail with
 * a unique violation until enough values have been burnt. What can leave a sequence behind: a
 * data folder restored or copied apart from its WAL, two processes writing one PGlite folder,
 * rows inserted with explicit ids (the seed sets its ids), a hand-made `setval`. The start-up
 * check (openDefault) and the order engine (on an order-number collision) move such a sequence
 * to the highest value in use; a sequence ahead of its rows is left alone.
 */

/** A sequence moved forward: its last value before and after. */
export interface SequenceRepair {
  sequence: string;
  /** last_value before (the sequence had not handed out a value yet when `called` is false). */
  from: string;
  called: boolean;
  /** The highest value in use, now the sequence's last value (the next one is above it). */
  to: string;
}

export interface RepairSequencesOptions {
  /** Check only these sequences (names as in the catalog, e.g. `commerce_order_number_seq`). */
  only?: readonly string[];
  /** Where the one line per moved sequence goes (console.warn by default). */
  log?: (line: string) => void;
}

/**
 * Sequences whose values the rows keep in a form the catalog cannot see: the order number
 * MA-<yy><digits> counts on commerce_order_number_seq (the digits after the year).
 */
const DERIVED_USES: { sequence: string; table: string; maxUsed: string }[] = [
  {
    sequence: commerce_order_number_seq.seqName!,
    table: 'commerce_orders',
    maxUsed: `select max(substring(number from '^MA-[0-9]{2}([0-9]+)$')::numeric) from commerce_orders`,
  },
];

interface SequenceUse {
  /** The sequence as regclass text (quoted and schema-qualified where needed). */
  sequence: string;
  /** A query of one row and column: the highest value the rows hold, or null. */
  maxUsed: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every sequence a column owns (serial: dependency 'a', identity: 'i') in the catalog, with the
 * query of the highest value in that column. Integer columns only.
 */
async function ownedSequences(db: Db): Promise<SequenceUse[]> {
  const rows = rowsOf<{ sequence: string; tbl: string; col: string }>(
    await db.execute(sql`
      select s.oid::regclass::text as sequence, t.oid::regclass::text as tbl,
             quote_ident(a.attname) as col
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = t.relnamespace
       where d.classid = 'pg_class'::regclass
         and d.refclassid = 'pg_class'::regclass
         and d.deptype in ('a', 'i')
         and a.atttypid in ('int2'::regtype, 'int4'::regtype, 'int8'::regtype)
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname !~ '^pg_'
       order by 1`),
  );
  return rows.map((r) => ({
    sequence: r.sequence,
    maxUsed: `select max(${r.col})::numeric from ${r.tbl}`,
  }));
}

/** The derived uses whose sequence and table exist (a database before migration 0007 has none). */
async function derivedSequences(db: Db): Promise<SequenceUse[]> {
  const uses: SequenceUse[] = [];
  for (const use of DERIVED_USES) {
    const [found] = rowsOf<{ seq: string | null; tbl: string | null }>(
      await db.execute(
        sql`select to_regclass(${use.sequence})::text as seq, to_regclass(${use.table})::text as tbl`,
      ),
    );
    if (found?.seq && found.tbl) uses.push({ sequence: found.seq, maxUsed: use.maxUsed });
  }
  return uses;
}

/** Whether the `only` filter names this sequence (with or without schema and quotes). */
function selected(sequence: string, only: readonly string[] | undefined): boolean {
  if (!only) return true;
  const bare = sequence.replace(/^.*\./, '').replace(/"/g, '');
  return only.some((name) => name === sequence || name === bare);
}

/**
 * Moves every sequence behind the values its rows hold to the highest of them (setval, so the
 * next value is above it) and logs one line per moved sequence. Returns what it moved.
 *
 * Reading the sequence, the highest value in use and setting it is one statement, and it only
 * sets when the sequence's next value is not above the rows, so a sequence that is in order is
 * never touched, and one that others advance meanwhile is at most moved to the rows' highest.
 */
export async function repairSequences(
  db: Db,
  options: RepairSequencesOptions = {},
): Promise<SequenceRepair[]> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const uses = [...(await ownedSequences(db)), ...(await derivedSequences(db))];
  const repairs: SequenceRepair[] = [];
  for (const use of uses) {
    if (!selected(use.sequence, options.only)) continue;
    // The regclass text comes from the catalog, quoted by Postgres; maxUsed is ours.
    const seq = sql.raw(use.sequence);
    const [row] = rowsOf<{ from: string; called: boolean; to: string | null }>(
      await db.execute(sql`
        with state as (
          select s.last_value, s.is_called, p.seqincrement as step, p.seqmax as top,
                 (${sql.raw(use.maxUsed)}) as used
            from ${seq} s, pg_sequence p
           where p.seqrelid = ${use.sequence}::regclass
        )
        select last_value::text as "from", is_called as called,
               case when step > 0 and used is not null and used <= top
                     and (case when is_called then last_value + step else last_value end) <= used
                    then setval(${use.sequence}::regclass, used::bigint, true)::text
               end as "to"
          from state`),
    );
    if (!row?.to) continue;
    const repair = { sequence: use.sequence, from: row.from, called: row.called, to: row.to };
    repairs.push(repair);
    log(
      `Sequence ${repair.sequence} was behind its rows: last value ${repair.from}` +
        `${repair.called ? '' : ' (not yet called)'}, highest in use ${repair.to}; set to ${repair.to}.`,
    );
  }
  return repairs;
}
