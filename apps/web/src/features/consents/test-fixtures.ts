import type { Contract } from '@symptoms/domain';

/** A fixed id per number, so a test can name a contract's id and its ContractId. */
export const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Contract `i` of the global group, not yet answered. */
export const contract = (i: number, overrides: Partial<Contract> = {}): Contract => ({
  Id: id(i),
  ContractId: id(100 + i),
  ContractVersion: 1,
  Language: 'sv',
  Title: `Avtal ${i}`,
  Description: `Om avtal ${i}`,
  Descriptor: `avtal${i}`,
  Sections: [{ Title: 'Del', Index: 0, Paragraphs: [{ Text: `Text ${i}`, Index: 0 }] }],
  Index: i,
  Active: true,
  Required: false,
  RequiredRead: false,
  TermsOfService: false,
  DataProcessing: false,
  Underage: false,
  StatusReports: false,
  SymptomReports: false,
  PromReports: false,
  Notes: false,
  OrganizationId: '0',
  GroupId: '0',
  Group: { DisplayName: 'Symptoms', IsGlobal: true },
  ValidFromDate: '2026-11-26T08:00:00.000Z',
  Consented: null,
  ConsentDate: null,
  WithdrawDate: null,
  ConsentedVersion: null,
  Reference: null,
  ...overrides,
});
