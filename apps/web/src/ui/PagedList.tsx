import { useState, type ReactNode } from 'react';
import { Alert, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE, type Page } from '@symptoms/domain';

interface PageRequest {
  search: string;
  start: number;
  count: number;
}

interface Props<T> {
  queryKey: QueryKey;
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  searchLabel: string;
  /** Renders the page's items (a table, a list). */
  children: (items: T[]) => ReactNode;
}

/** An admin list: searched and paged on the server, the search sent 300 ms after typing stops. */
export function PagedList<T>({ queryKey, fetchPage, searchLabel, children }: Props<T>) {
  const { t } = useTranslation('ui');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const request = { search: debounced, start: (page - 1) * ADMIN_PAGE, count: ADMIN_PAGE };
  const list = useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.Total / ADMIN_PAGE)) : 1;

  return (
    <Stack gap="sm">
      <TextInput
        label={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={64}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {list.isPending && <Loader aria-label={t('list.loading')} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.Items.length === 0 && <Text>{t('list.empty')}</Text>}
      {list.data && list.data.Items.length > 0 && children(list.data.Items)}
      {list.data && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { count: list.data.Total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('list.page', { n }) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
