import { NEW_GROUP_SEGMENT, capability, type AdminGroup, type GroupInput } from '@symptoms/domain';

/** Creating and changing groups is the organization admin's (a group admin reads theirs). */
export const GROUPS_WRITE = capability('groups', 'write', 'organization', 'system');

/** `/admin/groups/ny`: the form for a new group (no group may have this id). */
export const NEW_GROUP = NEW_GROUP_SEGMENT;

export const TEXT_FIELDS = [
  ['WelcomeText', 1000],
  ['GreetingText', 128],
  ['IntroText', 1000],
  ['InfoText', 1000],
  ['FormTitle', 128],
  ['FormText', 1000],
  ['FormButtonLabel', 32],
  ['FirstReportSavedText', 1000],
] as const;

export const LINK_FIELDS = [
  ['LandingPageUrl', 255],
  ['HelpUrl', 255],
  ['Link1Url', 255],
  ['Link1Text', 64],
  ['Link2Url', 255],
  ['Link2Text', 64],
] as const;

export type TextField = (typeof TEXT_FIELDS)[number][0] | (typeof LINK_FIELDS)[number][0] | 'MFStudySlug' | 'UrlSlug' | 'Name' | 'Id';

/** The form's values: every text as a string (empty is none), lists as edited. */
export type GroupDraft = Record<TextField, string> &
  Pick<GroupInput, 'MFGroupSyncActive' | 'SymptomTypes' | 'StatusReportTypes' | 'Version'> & {
    SymptomDefinitions: string[];
    PromIds: string[];
  };

export function draftOf(group: AdminGroup | null): GroupDraft {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    Id: text(group?.Id),
    Name: text(group?.Name),
    Version: group?.Version ?? 0,
    UrlSlug: text(group?.UrlSlug),
    WelcomeText: text(group?.WelcomeText),
    GreetingText: text(group?.GreetingText),
    IntroText: text(group?.IntroText),
    InfoText: text(group?.InfoText),
    FormTitle: text(group?.FormTitle),
    FormText: text(group?.FormText),
    FormButtonLabel: text(group?.FormButtonLabel),
    FirstReportSavedText: text(group?.FirstReportSavedText),
    LandingPageUrl: text(group?.LandingPageUrl),
    HelpUrl: text(group?.HelpUrl),
    Link1Url: text(group?.Link1Url),
    Link1Text: text(group?.Link1Text),
    Link2Url: text(group?.Link2Url),
    Link2Text: text(group?.Link2Text),
    MFStudySlug: text(group?.MFStudySlug),
    MFGroupSyncActive: group?.MFGroupSyncActive ?? false,
    SymptomTypes: (group?.SymptomTypes ?? ['generic']) as GroupInput['SymptomTypes'],
    StatusReportTypes: (group?.StatusReportTypes ?? []) as GroupInput['StatusReportTypes'],
    SymptomDefinitions: (group?.SymptomDefinitions ?? []).map((d) => d.Name),
    PromIds: (group?.PromGroups ?? []).map((p) => p.PromId),
  };
}

/** What the form sends: definitions indexed by their place in the list, an empty address as none (spec 3 §4). */
export function inputOf(draft: GroupDraft): unknown {
  const { SymptomDefinitions, PromIds, ...rest } = draft;
  return {
    ...rest,
    SymptomDefinitions: SymptomDefinitions.map((Name, Index) => ({ Name, Index })),
    PromGroups: PromIds.map((PromId) => ({ PromId })),
  };
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function move<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
