import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, limitSql } from './paging';

describe('limitSql', () => {
  it('writes a validated page size into the SQL', () => {
    expect(limitSql(30).compile()).toEqual({ text: 'LIMIT 30', params: [] });
    expect(limitSql(MAX_PAGE_SIZE).compile().text).toBe(`LIMIT ${MAX_PAGE_SIZE}`);
  });

  it('refuses anything that is not a page size', () => {
    for (const bad of [0, -1, 2.5, MAX_PAGE_SIZE + 1, Number.NaN, '30; DROP TABLE notes' as unknown as number]) {
      expect(() => limitSql(bad)).toThrow(/page size/);
    }
  });
});
