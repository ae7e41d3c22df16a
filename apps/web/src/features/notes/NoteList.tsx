import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Note } from '@symptoms/domain';
import { dateTime } from '../../ui/relative-date';

export function NoteItem({ note, onDelete }: { note: Note; onDelete: (note: Note) => void }) {
  const { t } = useTranslation('notes');
  const edited = note.ModifiedDate !== note.CreatedDate && note.Version > 0;
  return (
    <Paper component="article" withBorder radius={12} p="md" aria-label={t('list.created', { date: dateTime(note.CreatedDate) })}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('list.created', { date: dateTime(note.CreatedDate) })}
          {edited ? `, ${t('list.modified', { date: dateTime(note.ModifiedDate) })}` : ''}
        </Text>
        {/* Plain text: React escapes it and pre-wrap keeps the patient's line breaks. */}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.Content}</Text>
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
