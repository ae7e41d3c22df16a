import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { TRASH_RETENTION_DAYS } from '@symptoms/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { historyKeys } from '../../api/history';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { deleteStatusReport, getLatestStatusReport, getStatusReport, statusReportsKeys } from '../../api/statusreports';
import { trashKeys } from '../../api/trash';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { ReportSummary } from './ReportSummary';

const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

/** `/statusreport/graph`: the latest report. */
export function SummaryGraphPage() {
  const { t } = useSourceTranslation('statusreports');
  const source = usePatientSource();
  const latest = useQuery({
    queryKey: source.key(statusReportsKeys.latest()),
    queryFn: ({ signal }) => getLatestStatusReport(signal, source.base),
  });
  const listPath = source.path('/statusreports');
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('graph.title')}</Title>
      {latest.isPending && <Loader aria-label={t('report.loading')} />}
      {latest.isError && <Alert color="red">{t('graph.loadFailed')}</Alert>}
      {latest.data === null && (
        <Stack gap="sm">
          <Text>{t('graph.empty')}</Text>
          {!source.readOnly && (
            <Button component={Link} to="/statusreport" w="fit-content">
              {t('graph.newReport')}
            </Button>
          )}
        </Stack>
      )}
      {latest.data && (
        <>
          <ReportSummary report={latest.data} />
          <Group gap="sm">
            {!source.readOnly && (
              <>
                <Button component={Link} to="/statusreport">
                  {t('graph.newReport')}
                </Button>
                <Button component={Link} to={`/statusreport/${latest.data.Id}/edit`} variant="default">
                  {t('graph.edit')}
                </Button>
              </>
            )}
            {listPath && (
              <Button component={Link} to={listPath} variant="subtle">
                {t('list.link')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

/** `/statusreport/:id`: one report, with a way to edit it or move it to the trash. */
export function ReportGraphPage() {
  const { t, i18n } = useSourceTranslation('statusreports');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const source = usePatientSource();
  const report = useQuery({
    queryKey: source.key(statusReportsKeys.one(id)),
    queryFn: ({ signal }) => getStatusReport(id, signal, source.base),
  });
  const remove = useMutation({
    mutationFn: (reportId: string) => deleteStatusReport(reportId),
    onSuccess: async (_data, reportId) => {
      toast.success(t('graph.deleted'));
      await navigate('/statusreport/graph');
      // The deleted report is dropped from the cache (not refetched: it is gone), the rest reloaded.
      queryClient.removeQueries({ queryKey: statusReportsKeys.one(reportId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statusReportsKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
        queryClient.invalidateQueries({ queryKey: trashKeys.all }),
      ]);
    },
    onError: () => toast.error(t('graph.deleteFailed')),
  });
  const date = report.data
    ? new Intl.DateTimeFormat(LOCALES[i18n.language] ?? 'sv-SE', {
        timeZone: 'Europe/Stockholm',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(report.data.CreatedDate))
    : '';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{report.data ? t('graph.reportTitle', { date }) : t('graph.title')}</Title>
      {report.isPending && <Loader aria-label={t('report.loading')} />}
      {report.isError && (
        <Alert color="red">
          {report.error instanceof ApiError && report.error.status === 404 ? t('graph.notFound') : t('graph.loadFailed')}
        </Alert>
      )}
      {report.data && (
        <>
          <ReportSummary report={report.data} />
          <Group gap="sm" hidden={source.readOnly}>
            <Button component={Link} to={`/statusreport/${report.data.Id}/edit`}>
              {t('graph.edit')}
            </Button>
            <Button component={Link} to="/statusreport" variant="default">
              {t('graph.newReport')}
            </Button>
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('graph.delete')}
            </Button>
          </Group>
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('graph.confirmDelete.title')}
            acceptLabel={t('graph.confirmDelete.accept')}
            onAccept={() => remove.mutate(id)}
          >
            <Text>{t('graph.confirmDelete.text', { days: TRASH_RETENTION_DAYS })}</Text>
          </Modal>
        </>
      )}
    </Stack>
  );
}
