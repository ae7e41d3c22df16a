import type { RoleId } from '@symptoms/domain';

export const DEMO_PASSWORD = 'Symptoms-demo-1';
export const DEMO_ORGANIZATION = { id: 'exempel', name: 'Region Exempel' };
/** The organization's own group (its id is the organization's): its admins are the organization's. */
export const ORGANIZATION_GROUP = DEMO_ORGANIZATION.id;
export const CLINIC_GROUP = 'smartmottagningen';
export const STUDY_GROUP = 'halsa-i-vardagen';

export interface DemoAccount {
  email: string;
  personnummer: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  roles: { organizationId: string; groupId: string; roleId: RoleId }[];
  description: string;
}

const inOrg = (groupId: string, roleId: RoleId) => ({ organizationId: DEMO_ORGANIZATION.id, groupId, roleId });
const global = (roleId: RoleId) => ({ organizationId: '0', groupId: '0', roleId });

/** The demo logins printed at start (all with DEMO_PASSWORD); personnummer are valid test numbers. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'patient@example.com',
    personnummer: '191212121212',
    firstName: 'Tolvan',
    lastName: 'Tolvansson',
    gender: 'male',
    roles: [global('pat'), inOrg(STUDY_GROUP, 'pat')],
    description: 'patient in Symptoms and in the study group',
  },
  {
    email: 'patient2@example.com',
    personnummer: '198503122387',
    firstName: 'Alva',
    lastName: 'Andersson',
    gender: 'female',
    roles: [global('pat')],
    description: 'patient in Symptoms',
  },
  {
    email: 'physician@example.com',
    personnummer: '197905052382',
    firstName: 'Karin',
    lastName: 'Lund',
    gender: 'female',
    roles: [inOrg(CLINIC_GROUP, 'phys')],
    description: 'physician at Smärtmottagningen',
  },
  {
    email: 'researcher@example.com',
    personnummer: '196811202388',
    firstName: 'Erik',
    lastName: 'Berg',
    gender: 'male',
    roles: [inOrg(STUDY_GROUP, 'res')],
    description: 'researcher in the study group',
  },
  {
    email: 'statistician@example.com',
    personnummer: '197702142386',
    firstName: 'Sara',
    lastName: 'Lind',
    gender: 'female',
    roles: [inOrg(STUDY_GROUP, 'stat')],
    description: 'statistician in the study group',
  },
  {
    email: 'admin@example.com',
    personnummer: '199002152388',
    firstName: 'Sara',
    lastName: 'Nilsson',
    gender: 'female',
    // Admin of both groups too, so that the group-level screens (a group's contracts, news, exports) can be worked as either.
    roles: [inOrg(CLINIC_GROUP, 'admin'), inOrg(STUDY_GROUP, 'admin'), inOrg(ORGANIZATION_GROUP, 'admin')],
    description: 'organization administrator of Region Exempel (admin in its own group, and in both groups)',
  },
  {
    email: 'clinicadmin@example.com',
    personnummer: '198309242389',
    firstName: 'Maja',
    lastName: 'Strand',
    gender: 'female',
    roles: [inOrg(CLINIC_GROUP, 'admin')],
    description: 'group administrator of Smärtmottagningen only',
  },
  {
    email: 'system@example.com',
    personnummer: '197506152383',
    firstName: 'Olle',
    lastName: 'System',
    gender: 'male',
    roles: [global('admin')],
    description: 'system administrator: admin of the global group Symptoms (the service’s own texts and standard symptoms)',
  },
  {
    email: 'moderator@example.com',
    personnummer: '197208302385',
    firstName: 'Johan',
    lastName: 'Ek',
    gender: 'male',
    roles: [inOrg(CLINIC_GROUP, 'mod')],
    description: 'moderator (news)',
  },
  {
    email: 'developer@example.com',
    personnummer: '198801012389',
    firstName: 'Lina',
    lastName: 'Holm',
    gender: 'female',
    roles: [inOrg(CLINIC_GROUP, 'dev')],
    description: 'developer (OAuth tokens)',
  },
];
