import type { Group } from '@symptoms/domain';
import type { Row } from '../../db/client';

export interface GroupRow extends Row {
  id: string;
  organization_id: string;
  name: string;
  display_name: string | null;
  is_global: boolean;
  version: number;
  symptom_types: string[];
  pusher_id: string | null;
  url_slug: string | null;
  landing_page_url: string | null;
  welcome_text: string | null;
  greeting_text: string | null;
  intro_text: string | null;
  info_text: string | null;
  form_title: string | null;
  form_text: string | null;
  form_button_label: string | null;
  help_url: string | null;
  link1_url: string | null;
  link1_text: string | null;
  link2_url: string | null;
  link2_text: string | null;
  mf_study_slug: string | null;
  mf_group_sync_active: boolean;
  first_report_saved_text: string | null;
  status_report_types: string[];
  group_card_prom_id: string | null;
  study_tasks_published: boolean;
}

export function toGroup(row: GroupRow): Group {
  return {
    Id: row.id,
    OrganizationId: row.organization_id,
    Name: row.name,
    DisplayName: row.display_name ?? row.name,
    IsGlobal: row.is_global,
    Version: row.version,
    SymptomTypes: row.symptom_types,
    PusherId: row.pusher_id,
    UrlSlug: row.url_slug,
    LandingPageUrl: row.landing_page_url,
    WelcomeText: row.welcome_text,
    GreetingText: row.greeting_text,
    IntroText: row.intro_text,
    InfoText: row.info_text,
    FormTitle: row.form_title,
    FormText: row.form_text,
    FormButtonLabel: row.form_button_label,
    HelpUrl: row.help_url,
    Link1Url: row.link1_url,
    Link1Text: row.link1_text,
    Link2Url: row.link2_url,
    Link2Text: row.link2_text,
    MFStudySlug: row.mf_study_slug,
    MFGroupSyncActive: row.mf_group_sync_active,
    FirstReportSavedText: row.first_report_saved_text,
    StatusReportTypes: row.status_report_types,
    GroupCardPromId: row.group_card_prom_id,
    StudyTasksPublished: row.study_tasks_published,
  };
}
