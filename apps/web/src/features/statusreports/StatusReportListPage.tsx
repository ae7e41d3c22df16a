import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TRASH_RETENTION_DAYS, type StatusReport } from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { deleteStatusReport, getStatusReports, statusReportsKeys } from '../../api/statusreports';
import { trashKeys } from '../../api/trash';
import { isLanguageId } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { dateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';

/** The newest this many are listed (the API's largest page). */
const LIST_SIZE = 100;

/** `/statusreports`: the patient's status reports, newest first, each to open or move to the trash. */
export default function StatusReportListPage() {
  const { t, i18n } = useSourceTranslation('statusreports');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StatusReport | null>(null);
  const source = usePatientSource();
  const reports = useQuery({
    queryKey: source.key([...statusReportsKeys.all, 'list', LIST_SIZE]),
    queryFn: ({ signal }) => getStatusReports(LIST_SIZE, signal, source.base),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteStatusReport(id),
    onSuccess: async (_data, id) => {
      toast.success(t('graph.deleted'));
      queryClient.removeQueries({ queryKey: statusReportsKeys.one(id) });
      await Promise.all(
        [statusReportsKeys.all, historyKeys.all, trashKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: () => toast.error(t('graph.deleteFailed')),
  });

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('list.title')}</Title>
      {reports.isPending && <Loader aria-label={t('report.loading')} />}
      {reports.isError && <Alert color="red">{t('list.loadFailed')}</Alert>}
      {reports.data?.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text>{t('graph.empty')}</Text>
          {!source.readOnly && (
            <Button component={Link} to="/statusreport">
              {t('graph.newReport')}
            </Button>
          )}
        </Stack>
      )}
      {reports.data && reports.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {reports.data.map((report) => {
            const when = dateTime(report.CreatedDate, language, undefined, true);
            return (
              <Paper key={report.Id} component="li" withBorder radius={12} p="md" aria-label={t('list.item', { date: when })}>
                <Group justify="space-between" gap="sm">
                  <Stack gap={2}>
                    <Text fw={600}>{when}</Text>
                    <Text size="sm" c="dimmed">
                      {t('list.areas', { count: report.Items.length })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      component={Link}
                      to={source.path(`/statusreport/${report.Id}`) ?? `/statusreport/${report.Id}`}
                      variant="default"
                      leftSection={<IconEye size={20} stroke={1.75} aria-hidden />}
                      aria-label={t('list.openLabel', { date: when })}
                    >
                      {t('list.open')}
                    </Button>
                    {!source.readOnly && (
                      <Button
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={20} stroke={1.75} aria-hidden />}
                        aria-label={t('list.deleteLabel', { date: when })}
                        onClick={() => setConfirming(report)}
                      >
                        {t('list.delete')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('graph.confirmDelete.title')}
        acceptLabel={t('graph.confirmDelete.accept')}
        onAccept={() => {
          if (confirming) remove.mutate(confirming.Id);
        }}
      >
        <Text>{t('graph.confirmDelete.text', { days: TRASH_RETENTION_DAYS })}</Text>
      </Modal>
    </Stack>
  );
}
