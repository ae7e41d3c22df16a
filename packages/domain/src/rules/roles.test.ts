import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ROLES,
  adminListRoles,
  canSwitchGroups,
  chooseActiveMembership,
  holdsMembership,
  landingPath,
  orderRoles,
  parseGroupsClaim,
  rolePriority,
  showsRoleSwitcher,
} from './roles';

describe('roles', () => {
  it('orders roles by the spec priority, patients last', () => {
    expect(orderRoles(['pat', 'res', 'admin', 'phys', 'dev', 'stat'])).toEqual(['admin', 'dev', 'phys', 'res', 'stat', 'pat']);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ROLES)), (roles) => {
        const ordered = orderRoles(roles);
        for (let i = 1; i < ordered.length; i++) expect(rolePriority(ordered[i - 1]!)).toBeLessThanOrEqual(rolePriority(ordered[i]!));
        expect(new Set(ordered)).toEqual(new Set(roles));
      }),
    );
  });

  it('leaves t-roles, pat and user out of the admin role list', () => {
    expect(adminListRoles(['tadm', 'pat', 'user', 'res', 'admin', 'tres'])).toEqual(['admin', 'res']);
  });

  it('lands each role on its path', () => {
    expect(landingPath('phys')).toBe('/admin/patients');
    expect(landingPath('tphys')).toBe('/admin/patients');
    expect(landingPath('admin')).toBe('/admin/dashboard');
    expect(landingPath('tadm')).toBe('/admin/dashboard');
    expect(landingPath('mod')).toBe('/admin/news');
    expect(landingPath('res')).toBe('/admin/research');
    expect(landingPath('dev')).toBe('/admin/oauthtokens');
    expect(landingPath('pat')).toBe('/welcome');
    expect(landingPath('stat')).toBe('/welcome');
  });

  it('groups claim entries per organization and group, roles ordered', () => {
    const parsed = parseGroupsClaim(['0/0:pat', 'org/g1:pat', 'org/g1:admin', 'org/g2:res', 'bad', 'org/g3:nosuchrole']);
    expect(parsed).toEqual([
      { OrganizationId: '0', GroupId: '0', orderedRoles: ['pat'] },
      { OrganizationId: 'org', GroupId: 'g1', orderedRoles: ['admin', 'pat'] },
      { OrganizationId: 'org', GroupId: 'g2', orderedRoles: ['res'] },
    ]);
    expect(holdsMembership(parsed, 'org', 'g1', 'admin')).toBe(true);
    expect(holdsMembership(parsed, 'org', 'g2', 'admin')).toBe(false);
    expect(canSwitchGroups(parsed)).toBe(true);
    expect(canSwitchGroups(parseGroupsClaim(['0/0:pat', 'org/g2:res']))).toBe(false);
    expect(showsRoleSwitcher(parsed, '0', '0')).toBe(false);
    expect(showsRoleSwitcher(parsed, 'org', 'g1')).toBe(true);
  });
});

describe('chooseActiveMembership', () => {
  const held = [
    { OrganizationId: 'org', GroupId: 'study', RoleId: 'pat' as const },
    { OrganizationId: '0', GroupId: '0', RoleId: 'pat' as const },
    { OrganizationId: 'org', GroupId: 'clinic', RoleId: 'phys' as const },
    { OrganizationId: 'org', GroupId: 'clinic', RoleId: 'pat' as const },
  ];

  it('picks the highest-priority role when nothing is requested', () => {
    expect(chooseActiveMembership(held, {})).toEqual({ OrganizationId: 'org', GroupId: 'clinic', RoleId: 'phys' });
  });

  it('prefers the global group among equal roles', () => {
    expect(chooseActiveMembership(held, { roleId: 'pat' })).toEqual({ OrganizationId: '0', GroupId: '0', RoleId: 'pat' });
  });

  it('honours a requested group and role, and refuses what is not held', () => {
    expect(chooseActiveMembership(held, { organizationId: 'org', groupId: 'clinic' })?.RoleId).toBe('phys');
    expect(chooseActiveMembership(held, { organizationId: 'org', groupId: 'clinic', roleId: 'pat' })?.RoleId).toBe('pat');
    expect(chooseActiveMembership(held, { organizationId: 'org', groupId: 'study', roleId: 'admin' })).toBeNull();
    expect(chooseActiveMembership(held, { organizationId: 'other', groupId: 'clinic' })).toBeNull();
  });
});
