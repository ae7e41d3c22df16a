import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageId, NewsItem } from '@symptoms/domain';
import { listNews, newsKeys } from '../../api/news';
import { PageState } from '../../ui/PageState';
import { writtenDateTime } from '../../ui/relative-date';
import { Markdown } from './Markdown';

export const PRIORITY_COLOR: Record<NewsItem['Priority'], string> = { 'not-important': 'gray', important: 'blue', 'very-important': 'red' };

/** /news: the news the user's groups publish, newest first, the ones since the last login marked new. */
export function NewsPage() {
  const { t, i18n } = useTranslation('news');
  const news = useQuery({ queryKey: newsKeys.reader, queryFn: ({ signal }) => listNews(signal) });
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('title')}</Title>
      <PageState query={news} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('empty')}</Text>}>
        {(items) =>
          items.map((item) => (
            <Card key={item.Id} withBorder component="article" aria-labelledby={`news-${item.Id}`}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Title order={2} size="h3" id={`news-${item.Id}`}>
                  {item.Title}
                </Title>
                <Group gap="xs">
                  {item.IsNew && (
                    <Badge color="teal" variant="light">
                      {t('new')}
                    </Badge>
                  )}
                  {item.Priority !== 'not-important' && (
                    <Badge color={PRIORITY_COLOR[item.Priority]} variant="light">
                      {t(`priority.${item.Priority}`)}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="sm" c="dimmed" mb="sm">
                {t('byline', {
                  // An author whose account is gone has no name (decisions: "Erasure reaches everything").
                  author: item.AuthorName || t('removedAuthor'),
                  date: writtenDateTime(item.PublishDate, i18n.language as LanguageId),
                })}
              </Text>
              <Markdown text={item.Content} />
            </Card>
          ))
        }
      </PageState>
    </Stack>
  );
}
