import { describe, expect, it } from 'vitest';
import { join, raw, sql } from './sql';

describe('sql', () => {
  it('numbers every value as a parameter, in order, also in spliced parts', () => {
    const patient = sql`${'p-1'}::uuid`;
    const statement = sql`SELECT id FROM notes WHERE patient_id = ${patient} AND id = ${'n-1'} AND version = ${3} ${raw('LIMIT 30')}`;
    expect(statement.compile()).toEqual({
      text: 'SELECT id FROM notes WHERE patient_id = $1::uuid AND id = $2 AND version = $3 LIMIT 30',
      params: ['p-1', 'n-1', 3],
    });
    expect(statement.contains(patient)).toBe(true);
    expect(statement.contains(sql`${'p-1'}::uuid`)).toBe(false);
  });

  it('joins parts with a separator, and nothing for none', () => {
    const parts = [sql`a = ${1}`, sql`b = ${2}`, raw('c = now()')];
    expect(join(parts).compile()).toEqual({ text: 'a = $1, b = $2, c = now()', params: [1, 2] });
    expect(join([sql`x = ${'y'}`], ' AND ').compile()).toEqual({ text: 'x = $1', params: ['y'] });
    expect(join([]).compile()).toEqual({ text: '', params: [] });
  });

  it('keeps a value that looks like SQL as a parameter, never as text', () => {
    const input = "x'); DROP TABLE notes; --";
    expect(sql`SELECT ${input}`.compile()).toEqual({ text: 'SELECT $1', params: [input] });
  });
});
