import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { ownRecords } from '../../platform/records';

/** Columns that are secrets of the service, not the person's data. */
const SECRETS = new Set(['password_hash', 'twofactor_secret', 'twofactor_pending_secret', 'encryption_key', 'twofactor_last_step']);

const README = {
  sv: 'Det här är en kopia av dina uppgifter i Symptoms (dataskyddsförordningen artikel 15 och 20).\naccount.json: ditt konto, dina grupper och sessioner. Varje annan .json-fil: en sorts uppgifter, en post per rad i tabellen, också det som ligger i papperskorgen. Mappen files: uppladdade filer.\n',
  en: 'This is a copy of your data in Symptoms (GDPR articles 15 and 20).\naccount.json: your account, groups and sessions. Every other .json file: one kind of data, one record per row, including what is in the trash. The files folder: uploaded files.\n',
};

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** Files (bytea columns) go beside the JSON, which names them. */
function withFiles(kind: string, rows: Row[], files: Map<string, Uint8Array>): Row[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => !SECRETS.has(key))
        .map(([key, value]) => {
          if (!(value instanceof Uint8Array)) return [key, value];
          const name = `files/${kind}/${String(row.id)}-${key}`;
          files.set(name, value);
          return [key, name];
        }),
    ),
  );
}

/**
 * GET my/user/data: the person's data as a zip of JSON files, read in one transaction and streamed
 * as it is compressed.
 */
export async function exportMyData(deps: Deps, ctx: RequestContext): Promise<Readable> {
  const files = new Map<string, Uint8Array>();
  const collect = async (q: Pick<typeof deps.db, 'query'>, records: Map<string, Row[]>) => {
    const [user] = await q.query(sql`SELECT * FROM users WHERE id = ${ctx.userId}`);
    const memberships = await q.query(
      sql`SELECT organization_id, group_id, role_id, joined_date FROM memberships WHERE user_id = ${ctx.userId}`,
    );
    const sessions = await q.query(
      sql`SELECT id, active, provider, device, operating_system, user_agent, city, country, created_date, latest_login, ended_date, end_reason
            FROM sessions WHERE user_id = ${ctx.userId} ORDER BY created_date`,
    );
    files.set('account.json', json({ user: withFiles('account', user ? [user] : [], files)[0], memberships, sessions }));
    for (const [kind, rows] of records) files.set(`${kind}.json`, json(withFiles(kind, rows, files)));
  };
  const records = new Map<string, Row[]>();
  if (ctx.patientId) {
    await ownRecords(deps, ctx).transaction(async (scope, tx) => {
      for (const table of deps.catalog.tables) records.set(table.resourceType, await scope.of(table).everything());
      await collect(tx, records);
    });
  } else {
    await deps.db.transaction((tx) => collect(tx, records));
  }
  files.set('README.txt', new TextEncoder().encode(README[ctx.language]));

  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  for (const [name, data] of files) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(data, true);
  }
  zip.end();
  return out;
}
