import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Note } from '@symptoms/domain';
import { isLanguageId } from '../../i18n';
import { dateTime } from '../../ui/relative-date';

/**
 * A note's dates and its text as the patient wrote it, for the patient's list and the staff's
 * read-only tab alike; `when` writes a date (the patient's relative days, staff's written dates).
 */
export function NoteText({ note, when }: { note: Note; when: (date: string) => string }) {
  const { t } = useTranslation('notes');
  const edited = note.ModifiedDate !== note.CreatedDate && note.Version > 0;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('list.created', { date: when(note.CreatedDate) })}
        {edited ? `, ${t('list.modified', { date: when(note.ModifiedDate) })}` : ''}
      </Text>
      {/* Plain text: React escapes it and pre-wrap keeps the patient's line breaks. */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.Content}</Text>
    </>
  );
}

export function NoteItem({ note, onDelete }: { note: Note; onDelete: (note: Note) => void }) {
  const { t, i18n } = useTranslation('notes');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const when = (date: string) => dateTime(date, language);
  return (
    <Paper component="article" withBorder radius={12} p="md" aria-label={t('list.created', { date: when(note.CreatedDate) })}>
      <Stack gap="xs">
        <NoteText note={note} when={when} />
        <Group gap="sm">
          <Button component={Link} to={`/notes/${note.Id}`} variant="default" leftSection={<IconPencil size={20} stroke={1.75} />}>
            {t('list.edit')}
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={20} stroke={1.75} />} onClick={() => onDelete(note)}>
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
