import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@symptoms/domain';
import { allResources } from './index';

const resources = await allResources();

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has the same namespaces and keys in every language as in Swedish', () => {
    const sv = resources.sv ?? {};
    expect(Object.keys(sv).length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      const other = resources[language] ?? {};
      expect(Object.keys(other).sort(), language).toEqual(Object.keys(sv).sort());
      for (const namespace of Object.keys(sv)) {
        expect(keysOf(other[namespace]).sort(), `${language}/${namespace}`).toEqual(keysOf(sv[namespace]).sort());
      }
    }
  });

  it('has no empty texts', () => {
    for (const language of LANGUAGES) {
      for (const [namespace, texts] of Object.entries(resources[language] ?? {})) {
        const empty = keysOf(texts).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
