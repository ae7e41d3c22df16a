import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@symptoms/domain';
import { listNews, newsKeys } from '../../api/news';

/** What the header's badge shows: the items published since the last login, red when one of them is very important. */
export function newsBadge(items: readonly NewsItem[] | undefined): { count: number; urgent: boolean } {
  const fresh = (items ?? []).filter((n) => n.IsNew);
  return { count: fresh.length, urgent: fresh.some((n) => n.Priority === 'very-important') };
}

/** The header's news link with the count of news since the last login (spec 3 §2 header). */
export function NewsBadge() {
  const { t } = useTranslation('news');
  const news = useQuery({ queryKey: newsKeys.reader, queryFn: ({ signal }) => listNews(signal), staleTime: 60_000 });
  const { count, urgent } = newsBadge(news.data);
  const label = count ? t(urgent ? 'badge.urgent' : 'badge.count', { count }) : t('badge.none');
  return (
    <Tooltip label={label}>
      <Indicator
        label={count}
        size={18}
        disabled={count === 0}
        color={urgent ? 'red' : 'blue'}
        offset={4}
        inline
        data-testid="news-badge"
        data-urgent={urgent || undefined}
      >
        <ActionIcon component={Link} to="/news" variant="subtle" size="lg" aria-label={label}>
          <IconNews size={22} stroke={1.75} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
