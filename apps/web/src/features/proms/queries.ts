import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromReportView } from '@symptoms/domain';
import { getPromReports, promReportsKeys } from '../../api/promreports';
import { getMyPromRequests, promRequestsKeys } from '../../api/promrequests';
import { getMyGroupProm, getMyGroupProms, getSuggestedProms, promsKeys } from '../../api/proms';
import { useSession } from '../../app/session-hooks';

/** Reports read per page when a screen needs all of them (the server's largest page). */
const PAGE = 100;
/** Enough for years of weekly reports; a graph of more would not be readable anyway. */
const MAX_PAGES = 20;

/**
 * The language PROM texts come in: the session's, which every request sends as X-LanguageId. Keyed
 * on it (not on i18next's language, which changes a moment earlier) so a language switch never
 * caches texts of the previous language under the new one.
 */
export function useContentLanguage(): string {
  const { i18n } = useTranslation();
  return useSession()?.language ?? i18n.language;
}

/** The PROMs of the patient's groups, in the active language (titles and concepts are per language). */
export function useMyGroupProms() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...promsKeys.myGroupList(), language],
    queryFn: ({ signal }) => getMyGroupProms(signal),
  });
}

/** One whole PROM (with its Scoring) in the active language. */
export function useMyGroupProm(promId: string, enabled = true) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promsKeys.myGroupOne(promId, language),
    queryFn: ({ signal }) => getMyGroupProm(promId, signal),
    enabled,
  });
}

export function useSuggestedProms() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...promsKeys.suggested(), language],
    queryFn: ({ signal }) => getSuggestedProms(signal),
  });
}

/** The open PROM requests (not filled, not expired). */
export function useOpenPromRequests() {
  return useQuery({ queryKey: promRequestsKeys.mine(), queryFn: ({ signal }) => getMyPromRequests(signal) });
}

async function allReports(promId: string | undefined, signal: AbortSignal): Promise<PromReportView[]> {
  const reports: PromReportView[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const batch = await getPromReports({ page, take: PAGE, promId }, signal);
    reports.push(...batch);
    if (batch.length < PAGE) break;
  }
  return reports;
}

/** Every live report (of one PROM, or of all), newest first, without answers. */
export function useAllPromReports(promId?: string) {
  return useQuery({
    queryKey: [...promReportsKeys.all, 'every', promId ?? 'all'],
    queryFn: ({ signal }) => allReports(promId, signal),
  });
}
