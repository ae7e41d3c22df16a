import { describe, expect, it } from 'vitest';
import { PromRequestEvents } from '@symptoms/domain';
import { promRequestsKeys } from '../../api/promrequests';
import { OpenRequestsBadge } from './OpenRequestsBadge';
import proms from './module';

describe('PROM list module', () => {
  it('refetches the open requests when one is created, filled or deleted, so the list and the badge follow without reload', () => {
    for (const event of Object.values(PromRequestEvents)) expect(proms.realtime?.[event]).toContainEqual(promRequestsKeys.all);
  });

  it('puts the open-request badge on the PROM menu entry', () => {
    expect(proms.menu?.find((entry) => entry.path === '/proms')?.badge).toBe(OpenRequestsBadge);
    expect(proms.routes.map((route) => route.path)).toEqual([
      '/proms',
      '/promreports/prom/:promId',
      '/graphs',
      '/search',
      '/admin/proms',
      '/admin/proms/edit/:promid?',
      '/admin/proms/edit/:promid/questions',
    ]);
  });
});
