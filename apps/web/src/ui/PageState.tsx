import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** What PageState reads of a query, a paged (infinite) one too. */
type QueryState<T> = Pick<UseQueryResult<T> | UseInfiniteQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;

/**
 * What a screen shows of one query: a loader while it loads, the failure (with a retry) when it
 * fails, `empty` when it answered nothing, else `children` with the data. A failed request never
 * reads as "nothing here".
 */
export function PageState<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: QueryState<T>;
  /** Said to a screen reader while loading. */
  loading: string;
  failed: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('ui');
  if (query.isPending) return <Loader aria-label={loading} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{failed}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('pageState.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  // Neither pending nor failed: the query has its data.
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
