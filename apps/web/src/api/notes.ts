import { Note, NoteList, NOTES_PAGE_SIZE, type NoteCreate, type NoteUpdate } from '@symptoms/domain';
import { apiRequest } from './client';
import { MY_BASE } from './patient-source';

export const notesKeys = {
  all: ['my', 'notes'] as const,
  list: () => [...notesKeys.all, 'list'] as const,
  one: (id: string) => [...notesKeys.all, 'one', id] as const,
};

/** The first page, or the notes older than `after` (the last note already shown); `base` names whose (staff: `/api/patients/{id}`). */
export function getNotes(after: string | null, signal?: AbortSignal, take = NOTES_PAGE_SIZE, base = MY_BASE): Promise<Note[]> {
  const cursor = after ? `&after=${encodeURIComponent(after)}` : '';
  return apiRequest(`${base}/notes?take=${take}${cursor}`, { signal }, NoteList);
}

export function getNote(id: string, signal?: AbortSignal): Promise<Note> {
  return apiRequest(`/api/my/notes/${encodeURIComponent(id)}`, { signal }, Note);
}

export function createNote(input: NoteCreate): Promise<Note> {
  return apiRequest('/api/my/notes', { method: 'POST', json: input }, Note);
}

export function updateNote(id: string, input: NoteUpdate): Promise<Note> {
  return apiRequest(`/api/my/notes/${encodeURIComponent(id)}`, { method: 'PUT', json: input }, Note);
}

export async function deleteNote(id: string): Promise<void> {
  await apiRequest(`/api/my/notes/${encodeURIComponent(id)}/delete`, { method: 'POST' });
}
