import { describe, expect, it } from 'vitest';
import { capability } from './capabilities';
import { conditionsHeld, holdsCapability, unitsOf, unitsOfClaims, type UnitMembership } from './units';
import { parseGroupsClaim, type RoleId } from '../rules/roles';

const m = (organizationId: string, groupId: string, roleId: RoleId): UnitMembership => ({ organizationId, groupId, roleId });
const active = (organizationId: string, groupId: string, roleId: RoleId) => ({ organizationId, groupId, roleId });

describe('units: where a caller acts', () => {
  it('makes an admin of the organization’s own group its organization admin, of another group a group admin', () => {
    const organizationAdmin = unitsOf(
      [m('region', 'region', 'admin'), m('region', 'clinic', 'admin')],
      active('region', 'clinic', 'admin'),
    );
    expect(organizationAdmin).toEqual({ organizationId: 'region', groups: ['region', 'clinic'], organization: true, system: false });
    const groupAdmin = unitsOf(
      [m('region', 'clinic', 'admin'), m('region', 'study', 'tadm'), m('region', 'ward', 'phys')],
      active('region', 'clinic', 'admin'),
    );
    expect(groupAdmin).toEqual({ organizationId: 'region', groups: ['clinic', 'study'], organization: false, system: false });
  });

  it('counts only the active organization, and makes the global group’s admins the system’s only while acting there', () => {
    const held = [m('0', '0', 'admin'), m('region', 'clinic', 'admin')];
    expect(unitsOf(held, active('0', '0', 'admin'))).toMatchObject({ groups: ['0'], organization: true, system: true });
    expect(unitsOf(held, active('region', 'clinic', 'admin'))).toMatchObject({ groups: ['clinic'], organization: false, system: false });
  });

  it('gives other staff their active group only, and nothing the memberships do not hold', () => {
    expect(unitsOf([m('region', 'clinic', 'phys'), m('region', 'ward', 'phys')], active('region', 'clinic', 'phys'))).toEqual({
      organizationId: 'region',
      groups: ['clinic'],
      organization: false,
      system: false,
    });
    expect(unitsOf([m('region', 'region', 'phys')], active('region', 'region', 'phys')).organization).toBe(false);
    expect(unitsOf([], active('region', 'clinic', 'admin')).groups).toEqual([]);
  });

  it('reads the same from a token’s groups claim', () => {
    const claims = parseGroupsClaim(['region/region:admin', 'region/clinic:admin', '0/0:pat']);
    expect(unitsOfClaims(claims, active('region', 'clinic', 'admin'))).toEqual(
      unitsOf([m('region', 'region', 'admin'), m('region', 'clinic', 'admin'), m('0', '0', 'pat')], active('region', 'clinic', 'admin')),
    );
  });

  it('holds a capability only under a condition the memberships fulfil', () => {
    const groupAdmin = unitsOf([m('region', 'clinic', 'admin')], active('region', 'clinic', 'admin'));
    const organizationAdmin = unitsOf([m('region', 'region', 'admin')], active('region', 'region', 'admin'));
    const system = unitsOf([m('0', '0', 'admin')], active('0', '0', 'admin'));
    const renameGroups = capability('groups', 'write', 'organization', 'system');
    const users = capability('users', 'write', 'group');
    const standardSymptoms = capability('settings', 'write', 'system');
    expect([groupAdmin, organizationAdmin, system].map((u) => holdsCapability('admin', u, renameGroups))).toEqual([false, true, true]);
    expect([groupAdmin, organizationAdmin, system].map((u) => holdsCapability('admin', u, users))).toEqual([true, true, true]);
    expect([groupAdmin, organizationAdmin, system].map((u) => holdsCapability('admin', u, standardSymptoms))).toEqual([false, false, true]);
    expect(conditionsHeld('admin', system, renameGroups)).toEqual(['organization', 'system']);
    // The role's own table still decides: a physician never renames a group, whatever their memberships.
    expect(holdsCapability('phys', organizationAdmin, renameGroups)).toBe(false);
  });
});
