import type { AdminGroupOption, AdminUser, AdminUserListItem } from '@symptoms/domain';

export const groups: AdminGroupOption[] = [
  { Id: 'halsa-i-vardagen', Name: 'Hälsa i vardagen' },
  { Id: 'smartmottagningen', Name: 'Smärtmottagningen' },
];

export function listItem(n: number, overrides: Partial<AdminUserListItem> = {}): AdminUserListItem {
  return {
    Id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    FirstName: `Förnamn${n}`,
    LastName: `Efternamn${n}`,
    Email: `user${n}@example.com`,
    Personnummer: '19790505-****',
    Memberships: [{ GroupId: 'smartmottagningen', RoleId: 'phys' }],
    Deactivated: false,
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...listItem(1, { FirstName: 'Karin', LastName: 'Lund', Email: 'physician@example.com' }),
    LanguageId: 'sv',
    PhoneNumber: null,
    EmailConfirmed: true,
    TwoFactorEnabled: false,
    HasPatient: false,
    OtherOrganizations: false,
    OtherGroups: false,
    LastActivity: '2026-11-26T09:15:00.000Z',
    CreatedDate: '2026-11-01T08:00:00.000Z',
    Version: 3,
    ...overrides,
  };
}
