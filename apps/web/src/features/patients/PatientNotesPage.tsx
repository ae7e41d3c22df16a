import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTES_PAGE_SIZE, type LanguageId, type Note } from '@symptoms/domain';
import { getNotes, notesKeys } from '../../api/notes';
import { usePatientSource } from '../../api/patient-source';
import { isLanguageId } from '../../i18n';
import { PageState } from '../../ui/PageState';
import { NoteText } from '../notes/NoteList';
import { writtenDateTime } from '../../ui/relative-date';

function NoteCard({ note, language }: { note: Note; language: LanguageId }) {
  const { t } = useTranslation('notes');
  const when = (date: string) => writtenDateTime(date, language);
  return (
    <Paper
      component="li"
      withBorder
      radius={12}
      p="md"
      style={{ listStyle: 'none' }}
      aria-label={t('list.created', { date: when(note.CreatedDate) })}
    >
      <Stack gap="xs">
        <NoteText note={note} when={when} />
      </Stack>
    </Paper>
  );
}

/**
 * `/admin/patients/{id}/notes`: the patient's notes, newest first, read-only, under a share whose
 * Notes flag is on (a study never reads notes). Every note served is a View row in the patient's log.
 */
export default function PatientNotesPage() {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const source = usePatientSource();
  const notes = useInfiniteQuery({
    queryKey: source.key(notesKeys.list()),
    queryFn: ({ pageParam, signal }) => getNotes(pageParam, signal, NOTES_PAGE_SIZE, source.base),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length < NOTES_PAGE_SIZE ? undefined : (last.at(-1)?.Id ?? undefined)),
  });
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('notes.title')}</Title>
      <PageState
        query={notes}
        loading={t('notes.loading')}
        failed={t('notes.loadFailed')}
        empty={<Text>{t('notes.empty')}</Text>}
        isEmpty={(data) => data.pages.every((page) => page.length === 0)}
      >
        {(data) => (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0}>
              {data.pages.flat().map((note) => (
                <NoteCard key={note.Id} note={note} language={language} />
              ))}
            </Stack>
            {notes.hasNextPage && (
              <Button variant="default" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage} w="fit-content">
                {t('notes.loadMore')}
              </Button>
            )}
          </Stack>
        )}
      </PageState>
    </Stack>
  );
}
