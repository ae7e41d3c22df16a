import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE, Note, PromReport, SymptomReport, type HistoryItem, type LanguageId } from '@symptoms/domain';
import { getHistory, historyKeys, type HistoryCursor } from '../../api/history';
import { clockTime, relativeDay } from '../../ui/relative-date';
import { PromReportSummary } from './PromReportSummary';
import { SymptomReportSummary } from './SymptomReportSummary';

interface Summary {
  text?: string | null;
  body?: ReactNode;
  link: string | null;
}

/** The embedded item's summary and where it opens. */
function summaryOf(item: HistoryItem): Summary {
  if (item.ResourceType === 'Note') {
    const note = Note.safeParse(item.Item);
    return note.success ? { text: note.data.Content, link: `/notes/${note.data.Id}` } : { link: null };
  }
  if (item.ResourceType === 'SymptomReport') {
    const report = SymptomReport.safeParse(item.Item);
    return report.success
      ? { body: <SymptomReportSummary report={report.data} />, link: `/symptomreport/edit/${report.data.Id}` }
      : { link: null };
  }
  const report = PromReport.safeParse(item.Item);
  return report.success
    ? { body: <PromReportSummary report={report.data} />, link: `/promreport/edit/${report.data.PromId}/${item.ResourceId}` }
    : { link: null };
}

function HistoryEntry({ item, language }: { item: HistoryItem; language: LanguageId }) {
  const { t } = useTranslation('history');
  const { text, body, link } = summaryOf(item);
  const created = new Date(item.CreatedDate);
  return (
    <Paper component="li" withBorder radius={12} p="md" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge variant="light" size="lg" radius="sm">
            {t(`types.${item.ResourceType}`)}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={item.CreatedDate}>
            {relativeDay(created, language)} {clockTime(created)}
          </Text>
        </Group>
        {text && (
          <Text lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        )}
        {body}
        {link && (
          <Anchor component={Link} to={link} size="sm">
            {t('open')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** History: notes, symptom reports and PROM reports in one list, newest first. */
export default function HistoryPage() {
  const { t, i18n } = useTranslation('history');
  const language: LanguageId = i18n.language === 'en' ? 'en' : 'sv';
  const history = useInfiniteQuery({
    queryKey: historyKeys.all,
    queryFn: ({ pageParam, signal }) => getHistory(pageParam, signal),
    initialPageParam: null as HistoryCursor | null,
    getNextPageParam: (last) => (last.length < HISTORY_PAGE_SIZE ? undefined : last.at(-1)),
  });
  const items = history.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {history.isPending && <Loader aria-label={t('loading')} />}
      {history.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {history.isSuccess && items.length === 0 && <Text>{t('empty')}</Text>}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {items.map((item) => (
            <HistoryEntry key={`${item.ResourceType}-${item.ResourceId}`} item={item} language={language} />
          ))}
        </Stack>
      )}
      {history.hasNextPage && (
        <Button variant="default" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
