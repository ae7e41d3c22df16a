import { useState } from 'react';
import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PromRequestView } from '@symptoms/domain';
import {
  deleteResearchPromRequest,
  exportPromRequest,
  getAdherence,
  getGroupPromRequests,
  getStudySchema,
  studyTasksKeys,
} from '../../api/studytasks';
import { isLanguageId } from '../../i18n';
import { StatusBadge } from '../../ui/StatusBadge';
import { Modal } from '../../ui/Modal';
import { PageState } from '../../ui/PageState';
import { writtenDay } from '../../ui/relative-date';
import { saveFile } from '../../ui/save-file';
import { toast } from '../../ui/toast';
import { ResearchRequestForm } from './ResearchRequestForm';

/** PROM requests of the active group (`/admin/prom-requests`, spec 3 §2): send one by personnummer, see who answered, export, remove. */
export default function PromRequestsPage() {
  const { t, i18n } = useTranslation('prom-requests');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<PromRequestView | null>(null);
  // When the page opened: what counts as expired on it.
  const [now] = useState(() => Date.now());
  const schema = useQuery({ queryKey: studyTasksKeys.schema(), queryFn: ({ signal }) => getStudySchema(signal) });
  const adherence = useQuery({ queryKey: studyTasksKeys.adherence(), queryFn: ({ signal }) => getAdherence(signal) });
  const requests = useQuery({ queryKey: studyTasksKeys.groupRequests(), queryFn: ({ signal }) => getGroupPromRequests(signal) });
  const names = new Map((adherence.data?.Participants ?? []).map((p) => [p.PatientId, p.Name]));
  const titles = new Map((schema.data?.Proms ?? []).map((p) => [p.Id, p.Title]));

  const remove = useMutation({
    mutationFn: (request: PromRequestView) => deleteResearchPromRequest(request.PromRequestId),
    onSuccess: () => toast.success(t('removed')),
    onError: () => toast.error(t('removeFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studyTasksKeys.all }),
  });
  const download = async (request: PromRequestView) => {
    try {
      const file = await exportPromRequest(request.PromRequestId);
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      saveFile(
        new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
        `promrequest-${request.PromRequestId}-${stamp}.json`,
      );
    } catch {
      toast.error(t('exportFailed'));
    }
  };
  const status = (r: PromRequestView) =>
    r.ReportDate ? (
      <StatusBadge tone="success">{t('status.filled', { day: writtenDay(r.ReportDate, language) })}</StatusBadge>
    ) : new Date(r.ExpiresDate).getTime() < now ? (
      <StatusBadge tone="neutral">{t('status.expired')}</StatusBadge>
    ) : (
      <StatusBadge tone="warning">{t('status.open')}</StatusBadge>
    );

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="new-request">
        <Title order={2} id="new-request">
          {t('newTitle')}
        </Title>
        {schema.data ? <ResearchRequestForm proms={schema.data.Proms} /> : <Loader aria-label={t('loading')} />}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="sent-requests">
        <Title order={2} id="sent-requests">
          {t('listTitle')}
        </Title>
        <PageState query={requests} loading={t('loading')} failed={t('loadFailed')} empty={<Text>{t('empty')}</Text>}>
          {(list) => (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes the keyboard's focus (WCAG 2.1.1)
            <div role="region" aria-label={t('listTitle')} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table striped verticalSpacing="sm" miw={720}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('column.participant')}</Table.Th>
                    <Table.Th scope="col">{t('column.prom')}</Table.Th>
                    <Table.Th scope="col">{t('column.purpose')}</Table.Th>
                    <Table.Th scope="col">{t('column.sent')}</Table.Th>
                    <Table.Th scope="col">{t('column.status')}</Table.Th>
                    <Table.Th scope="col">{t('column.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((r) => (
                    <Table.Tr key={r.PromRequestId}>
                      <Table.Td>{(r.PatientId && names.get(r.PatientId)) ?? t('unknownParticipant')}</Table.Td>
                      <Table.Td>{titles.get(r.PromId) ?? r.PromId}</Table.Td>
                      <Table.Td>{r.Purpose}</Table.Td>
                      <Table.Td>{writtenDay(r.CreatedDate, language)}</Table.Td>
                      <Table.Td>{status(r)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => void download(r)}>
                            {t('export')}
                          </Button>
                          <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(r)}>
                            {t('remove')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </PageState>
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('confirmTitle')}
        acceptLabel={t('remove')}
        cancelLabel={t('cancel')}
        onAccept={() => {
          if (removing) remove.mutate(removing);
        }}
      >
        <Text>{t('confirmText')}</Text>
      </Modal>
    </Stack>
  );
}
