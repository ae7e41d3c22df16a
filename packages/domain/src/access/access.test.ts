import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLES, ROLE_KINDS, PATIENT_ROLES, STAFF_ROLES, type RoleId } from '../rules/roles';
import {
  ACCESS_ACTIONS,
  ACCESS_AREAS,
  PATIENT_DATA_AREAS,
  capability,
  conditionsFor,
  hasCapability,
  may,
  rolesAllowed,
  type AccessArea,
} from './capabilities';
import { NO_GRANT, SHARE_FLAGS, grantAllows, readableSince, type GroupGrant, type ShareFlags } from './grants';

const ALL: ShareFlags = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };
const NONE: ShareFlags = { SymptomReports: false, PromReports: false, StatusReports: false, Notes: false };
const everything: GroupGrant = { flags: ALL, since: new Date(0) };

describe('the staff access model', () => {
  it('lets a patient do anything with their own records, and no staff role own patient data', () => {
    for (const role of PATIENT_ROLES) {
      for (const area of PATIENT_DATA_AREAS)
        expect(may(role, area, 'read', ['own']) && may(role, area, 'write', ['own']), `${role} ${area}`).toBe(true);
    }
    for (const role of STAFF_ROLES) {
      for (const area of PATIENT_DATA_AREAS) expect(may(role, area, 'read', ['own']), `${role} ${area}`).toBe(false);
    }
  });

  it('gives a test role exactly what its kind may', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom(...ROLES),
        fc.constantFrom(...ACCESS_AREAS),
        fc.constantFrom(...ACCESS_ACTIONS),
        (a, b, area, action) => {
          if (ROLE_KINDS[a] === ROLE_KINDS[b]) expect(conditionsFor(a, area, action)).toEqual(conditionsFor(b, area, action));
        },
      ),
    );
  });

  it('lets staff read a patient’s health data only under a share or as a patient of their group', () => {
    for (const role of STAFF_ROLES) {
      for (const area of PATIENT_DATA_AREAS) {
        for (const action of ACCESS_ACTIONS) {
          const conditions = conditionsFor(role, area, action);
          expect(
            conditions.every((c) => c === 'share' || c === 'groupPatient'),
            `${role} ${action} ${area}: ${conditions.join()}`,
          ).toBe(true);
        }
        expect(grantAllows(role, NO_GRANT, area, 'read'), `${role} ${area} without a grant`).toBe(false);
      }
    }
  });

  it('gives each staff role its own work', () => {
    expect(rolesAllowed('statistics', 'read', ['organization'])).toEqual(['admin', 'tadm']);
    // A group's news is its moderators' and admins'; the organization's its organization admin's.
    expect(rolesAllowed('news', 'write', ['group'])).toEqual(['admin', 'tadm', 'mod', 'tmod']);
    expect(rolesAllowed('news', 'write', ['organization'])).toEqual(['admin', 'tadm']);
    expect(rolesAllowed('oauthtokens', 'write', ['group'])).toEqual(['dev', 'tdev']);
    expect(rolesAllowed('exports', 'export', ['group'])).toEqual(['res', 'tres', 'stat', 'tstat']);
    expect(rolesAllowed('exports', 'export', ['organization'])).toEqual([]);
    expect(rolesAllowed('users', 'write', ['group'])).toEqual(['admin', 'tadm']);
    // What every organization sees is the service's: only admins hold `system`, and only there.
    expect(rolesAllowed('settings', 'write', ['system'])).toEqual(['admin', 'tadm']);
    expect(rolesAllowed('language-strings', 'write', ['system'])).toEqual(['admin', 'tadm']);
    expect(rolesAllowed('proms', 'read', ['anyone'])).toEqual([...ROLES]);
    // An admin manages users and groups but reads no health data without a share; a statistician reads none.
    expect(grantAllows('admin', { share: null, group: everything }, 'statusreports', 'read')).toBe(false);
    expect(grantAllows('admin', { share: ALL, group: null }, 'statusreports', 'read')).toBe(true);
    for (const area of PATIENT_DATA_AREAS) expect(grantAllows('stat', { share: ALL, group: everything }, area, 'read')).toBe(false);
  });

  it('opens to a share only what its flags allow', () => {
    const flagged: [AccessArea, (typeof SHARE_FLAGS)[number]][] = [
      ['notes', 'Notes'],
      ['statusreports', 'StatusReports'],
      ['symptomreports', 'SymptomReports'],
      ['symptoms', 'SymptomReports'],
      ['promreports', 'PromReports'],
    ];
    for (const [area, flag] of flagged) {
      expect(grantAllows('phys', { share: { ...NONE, [flag]: true }, group: null }, area as never, 'read')).toBe(true);
      expect(grantAllows('phys', { share: { ...ALL, [flag]: false }, group: null }, area as never, 'read')).toBe(false);
    }
    // Who the patient is, with any share; never their files, trash or (by a share) anything to write.
    expect(grantAllows('phys', { share: NONE, group: null }, 'patient', 'read')).toBe(true);
    for (const area of ['uploads', 'trash'] as const)
      expect(grantAllows('phys', { share: ALL, group: everything }, area, 'read')).toBe(false);
    expect(grantAllows('phys', { share: ALL, group: null }, 'notes', 'write')).toBe(false);
  });

  it('lets a group read of its participants only what their consents name, from the day they joined', () => {
    const since = new Date('2026-03-01T10:00:00Z');
    for (const role of ['phys', 'res'] as RoleId[]) {
      const reports = { share: null, group: { flags: { ...ALL, Notes: false }, since } };
      expect(grantAllows(role, reports, 'promreports', 'read')).toBe(true);
      expect(grantAllows(role, reports, 'statusreports', 'read')).toBe(true);
      expect(grantAllows(role, reports, 'notes', 'read')).toBe(false);
      expect(grantAllows(role, reports, 'promrequests', 'write')).toBe(true);
      expect(grantAllows(role, { share: null, group: { flags: { ...NONE, Notes: true }, since } }, 'notes', 'read')).toBe(true);
      expect(grantAllows(role, { share: null, group: { flags: { ...NONE, PromReports: true }, since } }, 'statusreports', 'read')).toBe(
        false,
      );
      // The group reads from the day the patient joined; what a share opens, it opens whole.
      expect(readableSince(role, reports, 'statusreports')).toEqual(since);
      expect(readableSince(role, { ...reports, share: { ...NONE, StatusReports: true } }, 'statusreports')).toBeNull();
      expect(readableSince(role, { ...reports, share: { ...NONE, StatusReports: true } }, 'promreports')).toEqual(since);
    }
  });

  it('answers menus and guards from one capability', () => {
    expect(hasCapability('pat', capability('notes', 'read', 'own'))).toBe(true);
    expect(hasCapability('phys', capability('notes', 'read', 'own'))).toBe(false);
    expect(hasCapability('phys', capability('notes', 'read', 'share'))).toBe(true);
    expect(hasCapability('tadm', capability('statistics', 'read', 'organization'))).toBe(true);
  });
});
