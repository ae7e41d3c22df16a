import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../areas';

/** The server's source files, as paths relative to src, tests and test helpers left out. */
const root = path.resolve(import.meta.dirname, '..');
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test/') && !/(^|\/)(fixtures|test-support)\.ts$/.test(f),
);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The code without its comments, so that prose naming a table is not taken for SQL. */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('patient data goes through the records layer only', () => {
  // `patients` is the patient's own row: identity creates it with the account and joins it to map a
  // user to their patient id; its profile is read and changed through the patient area's records.
  const tables = [...AREAS.flatMap((a) => a.records ?? []).map((r) => r.table), 'status_suggestion_hides'].filter((t) => t !== 'patients');

  it('knows the patient tables from the areas’ declarations', () => {
    expect(tables).toEqual(
      expect.arrayContaining([
        'notes',
        'status_reports',
        'prom_reports',
        'prom_requests',
        'symptoms',
        'symptom_reports',
        'patient_uploads',
      ]),
    );
  });

  it('has no statement on a patient table outside the layer and the areas’ records.ts', () => {
    const statement = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+(${tables.join('|')})\\b`);
    const allowed = (file: string) => file.startsWith('platform/records/') || file.endsWith('/records.ts');
    const offenders = sources.filter((file) => !allowed(file) && statement.test(code(file)));
    expect(offenders).toEqual([]);
  });
});

describe('the records layer keeps its doors shut', () => {
  const outside = sources.filter((file) => !file.startsWith('platform/records/'));
  const importsOf = (file: string) =>
    [...code(file).matchAll(/from '([^']+)'/g)].map((m) => path.normalize(path.join(path.dirname(file), m[1]!)));

  it('names no patient table through its declaration outside the layer', () => {
    // `tableOf` and a declaration's `table` give a table's name; only the layer splices them into SQL.
    const named = /\$\{[^}]*Records\.table\s*\}|raw\([^)]*Records\.table\b|\btableOf\(/;
    expect(outside.filter((file) => named.test(code(file)))).toEqual([]);
  });

  it('runs statements in records.ts files only through the scope (read, write, own) or a group’s cohort', () => {
    const records = outside.filter((file) => file.endsWith('/records.ts'));
    expect(records.length).toBeGreaterThan(10);
    const raw = /\.(query|exec)\s*[<(]|\bQueryable\b|\bDatabase\b/;
    expect(records.filter((file) => raw.test(code(file)))).toEqual([]);
  });

  it('exports its scope only as a type: no one outside builds one or reaches its insides', () => {
    const internals = ['scope', 'operations', 'table', 'participants', 'cohort', 'patient-list'].map((m) => `platform/records/${m}`);
    const offenders = outside.flatMap((file) =>
      importsOf(file)
        .filter((target) => internals.includes(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
    expect(outside.filter((file) => /new (Record)?Scope\(/.test(code(file)))).toEqual([]);
  });

  it('lets only jobs, seeds and the public request link act as the system', () => {
    const allowed = (file: string) =>
      file.startsWith('seed/') || file === 'api/studytasks/reminders.ts' || file === 'api/promrequests/service.ts';
    const users = outside.filter((file) => importsOf(file).includes('platform/records/system'));
    expect(users.filter((file) => !allowed(file))).toEqual([]);
  });
});

describe('the two services', () => {
  const imports = (file: string) => [...read(file).matchAll(/from '([^']+)'/g)].map((m) => path.join(path.dirname(file), m[1]!));

  it('import nothing of each other: what both need is in the domain or the platform', () => {
    const crossing = sources.flatMap((file) => {
      const other = file.startsWith('identity/') ? 'api/' : file.startsWith('api/') ? 'identity/' : null;
      return other
        ? imports(file)
            .filter((target) => target.startsWith(other))
            .map((target) => `${file} → ${target}`)
        : [];
    });
    expect(crossing).toEqual([]);
  });
});
