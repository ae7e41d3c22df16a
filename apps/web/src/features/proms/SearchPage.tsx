import { useMemo } from 'react';
import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PromItem } from './PromItem';
import { useQueries } from '@tanstack/react-query';
import type { Prom } from '@symptoms/domain';
import { promSearchText, searchProms } from './search';
import { SearchForm } from './SearchForm';
import { getMyGroupProm, promsKeys, useContentLanguage, useMyGroupProms } from '../../api/proms';

/**
 * `/search?q=`: the patient's PROMs whose title, concept, description, tags, topics or question texts
 * in the active language match the query (kept in the URL). The whole questionnaires are fetched
 * once a query is typed (cached as the fill-in page's).
 */
export default function SearchPage() {
  const { t, i18n } = useTranslation(['proms', 'statusreports']);
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const proms = useMyGroupProms();
  const language = useContentLanguage();
  const wholes = useQueries({
    queries: (query ? (proms.data ?? []) : []).map((p) => ({
      queryKey: promsKeys.myGroupOne(p.Id, language),
      queryFn: ({ signal }: { signal: AbortSignal }) => getMyGroupProm(p.Id, signal),
      staleTime: 5 * 60_000,
    })),
  });
  const byId = new Map<string, Prom>();
  for (const w of wholes) if (w.data) byId.set(w.data.Id, w.data);
  const loadedKey = [...byId.keys()].join(',');
  const results = useMemo(
    () =>
      searchProms(proms.data ?? [], query, i18n.language, (p) =>
        promSearchText(p, byId.get(p.Id), (area) => t(`statusreports:areas.${area}`, { defaultValue: area })),
      ),
    // byId is rebuilt on every render; what matters is which PROMs it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [proms.data, query, i18n.language, loadedKey, t],
  );
  const searching = wholes.some((w) => w.isPending);

  return (
    <Stack gap="lg" maw={1080}>
      <Title order={1}>{t('search.title')}</Title>
      <SearchForm key={query} initial={query} onSearch={(next) => setParams(next.trim() ? { q: next.trim() } : {})} />
      {!query && <Text c="dimmed">{t('search.hint')}</Text>}
      {proms.isError && (
        <Alert color="red" role="alert">
          {t('list.loadFailed')}
        </Alert>
      )}
      {query && (proms.isPending || searching) && <Loader aria-label={t('list.loading')} />}
      {query && proms.isSuccess && !searching && (
        <section aria-labelledby="search-results">
          <Stack gap="sm">
            <Text id="search-results" role="status" fw={500}>
              {results.length > 0 ? t('search.results', { count: results.length, query }) : t('search.none', { query })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {results.map((prom) => (
                <PromItem key={prom.Id} prom={prom} headingLevel={2} />
              ))}
            </SimpleGrid>
          </Stack>
        </section>
      )}
      <Anchor component={Link} to="/proms" w="fit-content">
        {t('search.showAll')}
      </Anchor>
    </Stack>
  );
}
