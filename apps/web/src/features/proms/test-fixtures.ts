import { shippedProm, type Prom, type PromListItem, type PromReportView, type PromRequestView } from '@symptoms/domain';

const GLOBAL = { OrganizationId: '0', GroupId: '0', GroupName: 'Symptoms' };

/** The list entry of a shipped PROM, offered in the given groups (the global group by default). */
export function listItem(id: string, language: 'sv' | 'en' = 'sv', groups = [GLOBAL]): PromListItem {
  const prom: Prom = shippedProm(id, language)!;
  return {
    Id: prom.Id,
    Language: prom.Language,
    LanguageIds: prom.LanguageIds,
    Title: prom.Title,
    Concept: prom.Concept,
    About: prom.About,
    OriginalName: prom.OriginalName,
    HideScore: prom.HideScore,
    IsVisible: true,
    QuestionCount: prom.Questions.length,
    Version: 1,
    PromGroups: groups.map((g) => ({ ...g, PromId: prom.Id })),
  };
}

let sequence = 0;

export function report(promId: string, overrides: Partial<PromReportView> = {}): PromReportView {
  sequence += 1;
  const when = overrides.CreatedDate ?? new Date(Date.now() - sequence * 60 * 60 * 1000).toISOString();
  const complete = overrides.isCompleted ?? true;
  return {
    Id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    PromId: promId,
    PatientId: '11111111-1111-4111-8111-111111111111',
    Note: null,
    CreatedDate: when,
    CompletedDate: complete ? when : null,
    ModifiedDate: when,
    Answers: [],
    AnswerCount: complete ? 10 : 4,
    QuestionCount: 10,
    LanguageId: 'sv',
    Version: 1,
    Score: complete ? 12 : null,
    NormalizedScore: complete ? 44.4 : null,
    percentCompleted: complete ? 100 : 40,
    isCompleted: complete,
    ...overrides,
  };
}

export function request(promId: string, overrides: Partial<PromRequestView> = {}): PromRequestView {
  return {
    PromRequestId: 'AAAAAAAAAAAAAAAAAAAAAA',
    PatientId: '11111111-1111-4111-8111-111111111111',
    PromId: promId,
    LanguageId: 'sv',
    Url: '/request/AAAAAAAAAAAAAAAAAAAAAA',
    Purpose: 'Inför ditt nästa besök',
    CreatedDate: new Date().toISOString(),
    ExpiresDate: '2099-01-31T12:00:00.000Z',
    ReportDate: null,
    OrganizationId: '0',
    GroupId: '0',
    ContextText: 'Fyll gärna i formuläret innan du kommer till oss.',
    CallbackUrl: null,
    Version: 0,
    ...overrides,
  };
}
