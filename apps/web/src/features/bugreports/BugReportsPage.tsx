import { Anchor, Badge, Button, Card, Code, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BugReport, LanguageId } from '@symptoms/domain';
import { deleteBugReport, getBugReport, listBugReports } from '../../api/bugreports';
import { ApiError } from '../../api/errors';
import { BugReportIssueForm } from './BugReportIssueForm';
import { BugReportStatusForm } from './BugReportStatusForm';
import { PageState } from '../../ui/PageState';
import { writtenDateTime } from '../../ui/relative-date';

const KEY = ['bugreports'] as const;

/** /admin/bug-reports/{bugReportId?}: the reports of the caller's organization (admin) or group (developer), and one with its screenshots. */
export default function BugReportsPage() {
  const id = useParams().bugReportId;
  return id ? <BugReportDetail id={id} /> : <BugReportList />;
}

function BugReportList() {
  const { t, i18n } = useTranslation('bugreports');
  const reports = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listBugReports(signal) });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      <PageState query={reports} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('list.empty')}</Text>}>
        {(list) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.when')}</Table.Th>
                <Table.Th>{t('list.description')}</Table.Th>
                <Table.Th>{t('list.from')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((r) => (
                <Table.Tr key={r.Id}>
                  <Table.Td>{writtenDateTime(r.CreatedDate, i18n.language as LanguageId)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/bug-reports/${r.Id}`}>
                      {r.Description.length > 80 ? `${r.Description.slice(0, 80)}…` : r.Description}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.Anonymous ? t('anonymousSender') : r.Name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`status.${r.Status}`, { defaultValue: r.Status })}</Badge>
                    {r.Processed && (
                      <Badge variant="light" color="teal" ml={4}>
                        {t('processed')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PageState>
    </Stack>
  );
}

function BugReportDetail({ id }: { id: string }) {
  const { t } = useTranslation('bugreports');
  const report = useQuery({ queryKey: [...KEY, id], queryFn: ({ signal }) => getBugReport(id, signal), retry: false });
  const missing = report.error instanceof ApiError && report.error.status === 404;
  return (
    <PageState query={report} loading={t('detail.loading')} failed={missing ? t('detail.missing') : t('detail.loadFailed')}>
      {(r) => <BugReportView id={id} r={r} />}
    </PageState>
  );
}

function BugReportView({ id, r }: { id: string; r: BugReport }) {
  const { t, i18n } = useTranslation('bugreports');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteBugReport(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await navigate('/admin/bug-reports');
    },
  });
  const facts: [string, string | null][] = [
    [t('detail.when'), writtenDateTime(r.CreatedDate, i18n.language as LanguageId)],
    [t('list.from'), r.Anonymous ? t('anonymousSender') : `${r.Name ?? ''} ${r.Email ? `<${r.Email}>` : ''}`],
    [t('detail.device'), [r.Device, r.OperatingSystem, r.Resolution].filter(Boolean).join(', ') || null],
    [t('detail.page'), r.Url],
    [t('detail.versions'), [r.FrontendVersion, r.BackendVersion].filter(Boolean).join(' / ') || null],
  ];
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to="/admin/bug-reports">
        {t('detail.back')}
      </Anchor>
      <Title order={1}>{t('detail.title')}</Title>
      <Card withBorder>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{r.Description}</Text>
      </Card>
      <Stack gap={4}>
        {facts.map(([label, value]) => (
          <Group key={label} gap="xs">
            <Text fw={600}>{label}:</Text>
            <Text>{value ?? '–'}</Text>
          </Group>
        ))}
        {r.UserAgent && <Code>{r.UserAgent}</Code>}
      </Stack>
      <BugReportStatusForm report={r} />
      <BugReportIssueForm report={r} />
      {r.Screenshots.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {r.Screenshots.map((s) => (
            <Image key={s.Id} src={`data:${s.MimeType};base64,${s.Data}`} alt={s.FileName} radius="md" />
          ))}
        </SimpleGrid>
      )}
      <Button color="red" variant="light" w="fit-content" loading={remove.isPending} onClick={() => remove.mutate()}>
        {t('detail.remove')}
      </Button>
    </Stack>
  );
}
