import { describe, expect, it } from 'vitest';
import { RESERVED_URL_SLUGS } from '@symptoms/domain';
import { featureRoutes } from './features';

describe('group addresses', () => {
  it('can never hide a screen of the app: every first path segment of a route is reserved', () => {
    const segments = new Set(featureRoutes.map((r) => r.path.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':')));
    const free = [...segments].filter((s) => !RESERVED_URL_SLUGS.includes(s));
    expect(free).toEqual([]);
  });
});
