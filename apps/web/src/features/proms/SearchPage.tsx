import { useMemo } from 'react';
import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PromItem } from './PromItem';
import { searchProms } from './search';
import { SearchForm } from './SearchForm';
import { useMyGroupProms } from '../../api/proms';

/** `/search?q=`: the patient's PROMs whose title or concept in the active language match the query (kept in the URL). */
export default function SearchPage() {
  const { t, i18n } = useTranslation('proms');
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const proms = useMyGroupProms();
  const results = useMemo(() => searchProms(proms.data ?? [], query, i18n.language), [proms.data, query, i18n.language]);

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
      {query && proms.isPending && <Loader aria-label={t('list.loading')} />}
      {query && proms.isSuccess && (
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
