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
import { NO_GRANT, SHARE_FLAGS, grantAllows, type ShareFlags } from './grants';

const ALL: ShareFlags = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };
const NONE: ShareFlags = { SymptomReports: false, PromReports: false, StatusReports: false, Notes: false };

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
    expect(rolesAllowed('exports', 'export', ['group'])).toEqual(['admin', 'tadm', 'res', 'tres', 'stat', 'tstat']);
    expect(rolesAllowed('users', 'write', ['group'])).toEqual(['admin', 'tadm']);
    // What every organization sees is the service's: only admins hold `system`, and only there.
    expect(rolesAllowed('settings', 'write', ['system'])).toEqual(['admin', 'tadm']);
    expect(rolesAllowed('language-strings', 'write', ['system'])).toEqual(['admin', 'tadm']);
    expect(rolesAllowed('proms', 'read', ['anyone'])).toEqual([...ROLES]);
    // An admin manages users and groups but reads no health data without a share; a statistician reads none.
    expect(grantAllows('admin', { share: null, groupPatient: true }, 'statusreports', 'read')).toBe(false);
    expect(grantAllows('admin', { share: ALL, groupPatient: false }, 'statusreports', 'read')).toBe(true);
    for (const area of PATIENT_DATA_AREAS) expect(grantAllows('stat', { share: ALL, groupPatient: true }, area, 'read')).toBe(false);
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
      expect(grantAllows('phys', { share: { ...NONE, [flag]: true }, groupPatient: false }, area as never, 'read')).toBe(true);
      expect(grantAllows('phys', { share: { ...ALL, [flag]: false }, groupPatient: false }, area as never, 'read')).toBe(false);
    }
    // Who the patient is, with any share; never their files, trash or (by a share) anything to write.
    expect(grantAllows('phys', { share: NONE, groupPatient: false }, 'patient', 'read')).toBe(true);
    for (const area of ['uploads', 'trash'] as const)
      expect(grantAllows('phys', { share: ALL, groupPatient: true }, area, 'read')).toBe(false);
    expect(grantAllows('phys', { share: ALL, groupPatient: false }, 'notes', 'write')).toBe(false);
  });

  it('lets a study’s physicians and researchers read its participants’ reports, not their notes', () => {
    for (const role of ['phys', 'res'] as RoleId[]) {
      const inGroup = { share: null, groupPatient: true };
      expect(grantAllows(role, inGroup, 'promreports', 'read')).toBe(true);
      expect(grantAllows(role, inGroup, 'statusreports', 'read')).toBe(true);
      expect(grantAllows(role, inGroup, 'notes', 'read')).toBe(false);
      expect(grantAllows(role, inGroup, 'promrequests', 'write')).toBe(true);
    }
  });

  it('answers menus and guards from one capability', () => {
    expect(hasCapability('pat', capability('notes', 'read', 'own'))).toBe(true);
    expect(hasCapability('phys', capability('notes', 'read', 'own'))).toBe(false);
    expect(hasCapability('phys', capability('notes', 'read', 'share'))).toBe(true);
    expect(hasCapability('tadm', capability('statistics', 'read', 'organization'))).toBe(true);
  });
});
