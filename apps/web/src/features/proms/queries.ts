import { useQuery } from '@tanstack/react-query';
import type { PromReportView } from '@symptoms/domain';
import { usePatientSource } from '../../api/patient-source';
import { getPromReports, promReportsKeys } from '../../api/promreports';
import { getMyPromRequests, promRequestsKeys } from '../../api/promrequests';
import { getSuggestedProms, promsKeys, useContentLanguage } from '../../api/proms';

/** Reports read per page when a screen needs all of them (the server's largest page). */
const PAGE = 100;
/** Enough for years of weekly reports; a graph of more would not be readable anyway. */
const MAX_PAGES = 20;

export function useSuggestedProms() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: promsKeys.suggested(language),
    queryFn: ({ signal }) => getSuggestedProms(signal),
  });
}

/** The open PROM requests (not filled, not expired). */
export function useOpenPromRequests() {
  return useQuery({ queryKey: promRequestsKeys.mine(), queryFn: ({ signal }) => getMyPromRequests(signal) });
}

async function allReports(promId: string | undefined, signal: AbortSignal, base: string): Promise<PromReportView[]> {
  const reports: PromReportView[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const batch = await getPromReports({ page, take: PAGE, promId }, signal, base);
    reports.push(...batch);
    if (batch.length < PAGE) break;
  }
  return reports;
}

/** Every live report (of one PROM, or of all), newest first, without answers. */
export function useAllPromReports(promId?: string) {
  const source = usePatientSource();
  return useQuery({
    queryKey: source.key([...promReportsKeys.all, 'every', promId ?? 'all']),
    queryFn: ({ signal }) => allReports(promId, signal, source.base),
  });
}
