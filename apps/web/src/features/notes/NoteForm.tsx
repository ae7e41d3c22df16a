import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX, NOTE_MIN, noteLength, type Note } from '@symptoms/domain';

interface NoteFormProps {
  /** The note being edited; a new note when absent. */
  note?: Note;
  saving: boolean;
  onSave: (content: string) => void;
  onCancel?: () => void;
}

/** Create or edit a note: a letter counter and the 2 to 2000 rule; Save stays disabled while the text breaks it. */
export function NoteForm({ note, saving, onSave, onCancel }: NoteFormProps) {
  const { t } = useTranslation('notes');
  const [content, setContent] = useState(note?.Content ?? '');
  const count = noteLength(content.trim());
  const tooShort = count < NOTE_MIN;
  const tooLong = count > NOTE_MAX;
  const unchanged = note !== undefined && content.trim() === note.Content;
  const error = tooLong
    ? t('form.tooLong', { max: NOTE_MAX })
    : content.length > 0 && tooShort
      ? t('form.tooShort', { min: NOTE_MIN })
      : null;
  const counterId = note ? `note-counter-${note.Id}` : 'note-counter-new';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooShort && !tooLong && !saving) onSave(content.trim());
      }}
    >
      <Stack gap="sm">
        <Title order={2}>{note ? t('form.editTitle') : t('form.newTitle')}</Title>
        <Textarea
          label={t('form.label')}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          rows={6}
          resize="vertical"
          error={error}
          aria-describedby={counterId}
        />
        <Text id={counterId} size="sm" c={tooLong ? 'red.8' : 'dimmed'} aria-live="polite" className="tabular">
          {t('form.counter', { count, max: NOTE_MAX })}
        </Text>
        <Group gap="sm">
          <Button type="submit" disabled={tooShort || tooLong || unchanged} loading={saving}>
            {t('form.save')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
