import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, offsetParams, pageClause, sqlLimit } from './paging';

describe('sqlLimit', () => {
  it('writes a validated page size into the SQL', () => {
    expect(sqlLimit(30)).toBe('LIMIT 30');
    expect(sqlLimit(MAX_PAGE_SIZE)).toBe(`LIMIT ${MAX_PAGE_SIZE}`);
  });

  it('refuses anything that is not a page size', () => {
    for (const bad of [0, -1, 2.5, MAX_PAGE_SIZE + 1, Number.NaN, '30; DROP TABLE notes' as unknown as number]) {
      expect(() => sqlLimit(bad)).toThrow(/page size/);
    }
  });
});

describe('pageClause', () => {
  it('has no offset on the first page, and the offset as the named parameter after it', () => {
    expect(pageClause({ page: 0, take: 30 }, '$2')).toBe('LIMIT 30');
    expect(offsetParams({ page: 0, take: 30 })).toEqual([]);
    expect(pageClause({ page: 3, take: 30 }, '$2')).toBe('OFFSET $2 LIMIT 30');
    expect(offsetParams({ page: 3, take: 30 })).toEqual([90]);
  });
});
