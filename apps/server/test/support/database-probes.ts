import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';

export const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The number of rows in every table of the app: what a request stored. Not the migrations'
 * bookkeeping, nor the attempt counters of the limits (refused attempts count by design).
 */
export async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.table_name));
  const counts: Record<string, number> = {};
  for (const table of tables.filter((name) => name !== 'rate_limit')) {
    const [row] = rowsOf(
      await database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`),
    );
    counts[table] = Number(row?.n);
  }
  return counts;
}

/**
 * Makes the next insert into `table` fail inside the database (a trigger raising an error once:
 * a sequence is not rolled back with the failed transaction). Returns a function that removes it.
 */
export async function failNextInsert(
  database: DatabaseHandle,
  table: string,
): Promise<() => Promise<void>> {
  const name = `inject_${randomBytes(4).toString('hex')}`;
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`create sequence ${name}`);
  await run(
    `create function ${name}() returns trigger language plpgsql as $$
     begin
       if nextval('${name}') = 1 then raise exception 'injected failure'; end if;
       return new;
     end $$`,
  );
  await run(
    `create trigger ${name} before insert on "${table}" for each row execute function ${name}()`,
  );
  return async () => {
    await run(`drop trigger ${name} on "${table}"`);
    await run(`drop function ${name}()`);
    await run(`drop sequence ${name}`);
  };
}

/**
 * `count` new accounts with the same password as the account of `email`, written straight into
 * the database: a password hash costs a tenth of a second of CPU, a copy costs nothing.
 */
export async function cloneAccounts(
  server: { database: DatabaseHandle },
  email: string,
  count: number,
): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomBytes(12).toString('hex');
    const copy = email.replace('@', `.copy${i}.${id.slice(0, 6)}@`);
    await server.database.db.execute(
      sql`insert into "user" (id, name, email) values (${id}, ${`Classmate ${i}`}, ${copy})`,
    );
    await server.database.db.execute(
      sql`insert into account (id, account_id, provider_id, user_id, password)
          select ${`${id}-a`}, ${id}, 'credential', ${id}, a.password
          from account a join "user" u on u.id = a.user_id where u.email = ${email}`,
    );
    emails.push(copy);
  }
  return emails;
}

/**
 * A digest of every row of every table (the attempt counters of the limits aside): equal digests
 * mean a request stored, changed and deleted nothing.
 */
export async function tableDigests(database: DatabaseHandle): Promise<Record<string, string>> {
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => String(row.table_name))
    .filter((name) => name !== 'rate_limit');
  const parts = tables.map(
    (table) =>
      sql`select ${table} as t, count(*) as n,
          md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as d
          from ${sql.identifier(table)} x`,
  );
  const digests: Record<string, string> = {};
  for (const row of rowsOf(await database.db.execute(sql.join(parts, sql` union all `)))) {
    digests[String(row.t)] = `${row.n}:${row.d}`;
  }
  return digests;
}
