import { useState } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The PROM search field; submitting (Enter or the button) hands the query on. */
export function SearchForm({ initial = '', onSearch }: { initial?: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation('proms');
  const [query, setQuery] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query);
      }}
    >
      <TextInput
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" variant="subtle" size={40} aria-label={t('search.submit')}>
            <IconSearch size={20} stroke={1.75} />
          </ActionIcon>
        }
      />
    </form>
  );
}
