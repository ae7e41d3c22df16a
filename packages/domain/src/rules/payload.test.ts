import { describe, expect, it } from 'vitest';
import { stripLocalProperties } from './payload';

describe('stripLocalProperties', () => {
  it('drops underscore properties at every depth and keeps the rest', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    expect(
      stripLocalProperties({ Id: 'a', _saved: true, Items: [{ Type: 'pain', _changed: true }], At: date, Nested: { _x: 1, y: null } }),
    ).toEqual({ Id: 'a', Items: [{ Type: 'pain' }], At: date, Nested: { y: null } });
  });

  it('leaves plain values alone', () => {
    expect(stripLocalProperties('text')).toBe('text');
    expect(stripLocalProperties(null)).toBe(null);
    expect(stripLocalProperties([1, 2])).toEqual([1, 2]);
  });
});
