import { useEffect } from 'react';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { getPromReport, promReportsKeys } from '../../api/promreports';
import { useMyGroupProm } from '../../api/proms';
import { isLanguageId } from '../../i18n';
import { isRemoteReportId, newLocalReportId } from './local-id';
import { PromReportForm } from './PromReportForm';

function NotAvailable({ text }: { text: string }) {
  const { t } = useTranslation('promreports');
  return (
    <Stack gap="md" maw={640}>
      <Alert color="yellow" title={t('edit.unavailableTitle')}>
        {text}
      </Alert>
      <Anchor component={Link} to="/proms">
        {t('edit.toList')}
      </Anchor>
    </Stack>
  );
}

/**
 * `/promreport/edit/{promid}/{promreportid}`. Without a report id a new report gets a local id
 * (no dash); an id with a dash is a saved report, loaded from the server (spec 1 §4).
 */
export default function PromReportEditPage() {
  const { t, i18n } = useTranslation('promreports');
  const { promId = '', reportId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';

  useEffect(() => {
    if (reportId) return;
    void navigate(`/promreport/edit/${encodeURIComponent(promId)}/${newLocalReportId()}${location.search}`, { replace: true });
  }, [reportId, promId, location.search, navigate]);

  const remote = isRemoteReportId(reportId);
  const prom = useMyGroupProm(promId);
  const report = useQuery({
    queryKey: promReportsKeys.one(reportId ?? ''),
    queryFn: ({ signal }) => getPromReport(reportId ?? '', signal),
    enabled: remote,
    // A form starts from what the server has now.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const notFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (prom.isError)
    return notFound(prom.error) ? <NotAvailable text={t('edit.promMissing')} /> : <Alert color="red">{t('edit.loadFailed')}</Alert>;
  if (report.isError)
    return notFound(report.error) ? <NotAvailable text={t('edit.reportMissing')} /> : <Alert color="red">{t('edit.loadFailed')}</Alert>;
  if (!reportId || !prom.data || (remote && !report.data)) return <Loader aria-label={t('edit.loading')} />;
  if (remote && report.data && report.data.PromId !== prom.data.Id) return <NotAvailable text={t('edit.reportMissing')} />;
  return (
    <PromReportForm
      key={`${prom.data.Id}:${reportId}`}
      prom={prom.data}
      saved={remote ? (report.data ?? null) : null}
      language={language}
    />
  );
}
