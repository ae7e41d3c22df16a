import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, jsonResponse, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import type { Note } from '@symptoms/domain';
import { NoteForm } from './NoteForm';
import NotesPage from './NotesPage';

function renderForm(onSave = vi.fn(), note?: Note) {
  renderRoutes([{ path: '/', element: <NoteForm note={note} saving={false} onSave={onSave} /> }], '/');
  return onSave;
}

const note = (i: number): Note => ({
  Id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  Content: `anteckning ${i}`,
  CreatedDate: '2026-03-01T10:00:00.000Z',
  ModifiedDate: '2026-03-01T10:00:00.000Z',
  Version: 0,
});

describe('NoteForm', () => {
  it('counts letters and blocks saving below 2 and above 2000', async () => {
    const onSave = renderForm();
    const box = screen.getByRole('textbox', { name: 'Anteckning' });
    const save = screen.getByRole('button', { name: 'Spara' });
    expect(screen.getByText('0 av 2000 tecken')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.type(box, 'a');
    expect(screen.getByText('1 av 2000 tecken')).toBeInTheDocument();
    expect(screen.getByText('Skriv minst 2 tecken.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.type(box, 'b');
    expect(screen.getByText('2 av 2000 tecken')).toBeInTheDocument();
    expect(save).toBeEnabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2001 av 2000 tecken')).toBeInTheDocument();
    expect(screen.getByText('Högst 2000 tecken.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '  ont i ryggen  ' } });
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('ont i ryggen');
  });

  it('counts an emoji as one letter and blank space as nothing', () => {
    renderForm();
    const box = screen.getByRole('textbox', { name: 'Anteckning' });
    fireEvent.change(box, { target: { value: '😀😀' } });
    expect(screen.getByText('2 av 2000 tecken')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '     ' } });
    expect(screen.getByRole('button', { name: 'Spara' })).toBeDisabled();
  });

  it('starts from the note when editing and needs a change to save', async () => {
    renderForm(vi.fn(), note(1));
    expect(screen.getByRole('heading', { name: 'Ändra anteckning' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Anteckning' })).toHaveValue('anteckning 1');
    expect(screen.getByRole('button', { name: 'Spara' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Anteckning' }), '!');
    expect(screen.getByRole('button', { name: 'Spara' })).toBeEnabled();
  });
});

describe('NotesPage', () => {
  afterEach(signOut);

  it('loads 30 at a time with load more, and reloads the list when a delete fails', async () => {
    signIn();
    const calls: string[] = [];
    const fetchMock = stubServer((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/my/notes?take=30') return jsonResponse(Array.from({ length: 30 }, (_, i) => note(i)));
      if (url === `/api/my/notes?take=30&after=${note(29).Id}`) return jsonResponse([note(30)]);
      if (url.endsWith('/delete')) return jsonResponse({ ErrorCode: 5000, Message: 'fel' }, 500);
      return undefined;
    });
    renderRoutes([{ path: '/notes', element: <NotesPage /> }], '/notes');
    expect(await screen.findByText('anteckning 29')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByText('anteckning 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();

    const listCalls = () => calls.filter((c) => c.startsWith('GET /api/my/notes?')).length;
    const before = listCalls();
    await userEvent.click(screen.getAllByRole('button', { name: 'Ta bort' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Anteckningen flyttas till papperskorgen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(listCalls(), calls.join('\n')).toBeGreaterThan(before));
    expect(await screen.findByText('Det gick inte att ta bort anteckningen. Listan har laddats om.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/my/notes/00000000-0000-4000-8000-000000000000/delete', expect.anything());
  });
});
