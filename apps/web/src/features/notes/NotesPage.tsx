import { useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, NOTES_PAGE_SIZE, type Note } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { historyKeys } from '../../api/history';
import { createNote, deleteNote, getNote, getNotes, notesKeys, updateNote } from '../../api/notes';
import { trashKeys } from '../../api/trash';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { NoteForm } from './NoteForm';
import { NoteItem } from './NoteList';

/** Notes (`/notes/{noteId?}`): the form on top (new, or the note being edited), the list below. */
export default function NotesPage() {
  const { t } = useTranslation('notes');
  const { noteId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const [formKey, setFormKey] = useState(0);

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notesKeys.all }),
      queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      queryClient.invalidateQueries({ queryKey: trashKeys.all }),
    ]);

  const notes = useInfiniteQuery({
    queryKey: notesKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotes(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length < NOTES_PAGE_SIZE ? undefined : (last.at(-1)?.Id ?? undefined)),
  });
  const editing = useQuery({
    queryKey: notesKeys.one(noteId ?? ''),
    queryFn: ({ signal }) => getNote(noteId!, signal),
    enabled: !!noteId,
  });

  const save = useMutation({
    mutationFn: (content: string) =>
      editing.data ? updateNote(editing.data.Id, { Content: content, Version: editing.data.Version }) : createNote({ Content: content }),
    onSuccess: async () => {
      toast.success(t('toast.saved'));
      setFormKey((k) => k + 1);
      await refreshLists();
      if (noteId) void navigate('/notes');
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.warning(t('toast.conflict'));
        await queryClient.invalidateQueries({ queryKey: notesKeys.all });
        setFormKey((k) => k + 1);
      } else {
        toast.error(t('toast.saveFailed'));
      }
    },
  });

  const remove = useMutation({
    mutationFn: (note: Note) => deleteNote(note.Id),
    onSuccess: async (_data, note) => {
      toast.success(t('toast.deleted'));
      if (note.Id === noteId) void navigate('/notes');
      await refreshLists();
    },
    // A failed delete reloads the list from the server (spec 1 §8).
    onError: async () => {
      toast.error(t('toast.deleteFailed'));
      await refreshLists();
    },
  });

  const all = notes.data?.pages.flat() ?? [];
  const editNotFound = !!noteId && editing.isError;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>

      {noteId && editing.isPending && <Loader aria-label={t('list.loading')} />}
      {editNotFound && (
        <Alert color="yellow" role="alert">
          <Stack gap="xs">
            <Text>{t('notFound')}</Text>
            <Anchor component={Link} to="/notes">
              {t('back')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {(!noteId || editing.data) && (
        <NoteForm
          key={`${noteId ?? 'new'}-${editing.data?.Version ?? 0}-${formKey}`}
          note={editing.data}
          saving={save.isPending}
          onSave={(content) => save.mutate(content)}
          onCancel={noteId ? () => void navigate('/notes') : undefined}
        />
      )}

      <Stack gap="sm">
        <Title order={2}>{t('list.title')}</Title>
        {notes.isPending && <Loader aria-label={t('list.loading')} />}
        {notes.isError && (
          <Alert color="red" role="alert">
            {notes.error.message}
          </Alert>
        )}
        {notes.isSuccess && all.length === 0 && <Text>{t('list.empty')}</Text>}
        {all.map((note) => (
          <NoteItem key={note.Id} note={note} onDelete={setToDelete} />
        ))}
        {notes.hasNextPage && (
          <Button variant="default" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage}>
            {t('list.loadMore')}
          </Button>
        )}
      </Stack>

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('confirmDelete.title')}
        acceptLabel={t('confirmDelete.accept')}
        onAccept={() => {
          if (toDelete) remove.mutate(toDelete);
        }}
      >
        <Text>{t('confirmDelete.text')}</Text>
      </Modal>
    </Stack>
  );
}
