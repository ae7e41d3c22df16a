import { vi } from 'vitest';
import type { ClientConfig, MyGroup, User } from '@symptoms/domain';
import { jsonResponse } from './render';

export const clientConfig: ClientConfig = { Modules: ['proms', 'notes'], ProductName: 'Symptoms', Version: '0.1.0' };

export const userFixture: User = {
  Id: '33333333-3333-4333-8333-333333333333',
  Personnummer: '19121212-****',
  PersonnummerProof: 'bankid',
  PersonnummerProvenDate: '2026-03-12T09:30:00.000Z',
  PersonnummerRemovedDate: null,
  LanguageId: 'sv',
  PatientId: null,
  Username: 'patient@example.com',
  Email: 'patient@example.com',
  EmailConfirmed: true,
  TwoFactorEnabled: false,
  UnconfirmedEmail: null,
  FirstName: 'Tolvan',
  LastName: 'Tolvansson',
  OptOut: false,
  OptOutDate: null,
  PhoneNumber: null,
  Research: false,
  Roles: ['pat'],
  ReportCount: 0,
  LastActivity: null,
  Permissions: [],
  GroupMemberships: [],
  Version: 1,
};

export function groupFixture(overrides: Partial<MyGroup>): MyGroup {
  return {
    Id: 'g',
    OrganizationId: 'o',
    Name: 'G',
    DisplayName: '',
    IsGlobal: false,
    Version: 0,
    SymptomTypes: [],
    PusherId: null,
    UrlSlug: null,
    LandingPageUrl: null,
    WelcomeText: null,
    GreetingText: null,
    IntroText: null,
    InfoText: null,
    FormTitle: null,
    FormText: null,
    FormButtonLabel: null,
    HelpUrl: null,
    Link1Url: null,
    Link1Text: null,
    Link2Url: null,
    Link2Text: null,
    MFStudySlug: null,
    MFGroupSyncActive: false,
    FirstReportSavedText: null,
    StatusReportTypes: [],
    GroupCardPromId: null,
    StudyTasksPublished: false,
    GroupMemberships: [{ RoleId: 'pat' }],
    PatientJoinedDate: null,
    Modules: null,
    ...overrides,
  };
}

/** A fetch stub answering the shell's read calls; `extra` answers first when it returns a Response. */
export function stubServer(extra: (url: string, init?: RequestInit) => Response | Promise<Response> | undefined = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/env/config') return jsonResponse(clientConfig);
    if (url === '/identity/my/user') return jsonResponse(userFixture);
    if (url === '/api/my/groups') return jsonResponse([]);
    return jsonResponse({ ErrorCode: 4101, Message: 'Hittades inte.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
