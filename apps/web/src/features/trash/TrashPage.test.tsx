import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashItem } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import i18n from '../../i18n';
import TrashPage from './TrashPage';

const day = 86_400_000;
const item = (i: number, daysLeft: number): TrashItem => ({
  Id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  ResourceType: 'Note',
  ResourceDescription: `borttagen ${i}`,
  DeletedDate: new Date(Date.now() - (30 - daysLeft) * day).toISOString(),
  PurgeDate: new Date(Date.now() + daysLeft * day - 60_000).toISOString(),
  PatientId: '11111111-1111-4111-8111-111111111111',
  Research: false,
});

describe('TrashPage', () => {
  afterEach(signOut);

  it('shows the empty text when there is nothing', async () => {
    signIn();
    stubServer((url) => (url === '/api/my/trash' ? jsonResponse([]) : undefined));
    renderRoutes([{ path: '/trash', element: <TrashPage /> }], '/trash');
    expect(await screen.findByText('Papperskorgen är tom.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Återställ alla' })).not.toBeInTheDocument();
  });

  it('shows type and days until purge, and restores all in one call', async () => {
    signIn();
    let items = [item(1, 30), item(2, 1)];
    const bodies: unknown[] = [];
    stubServer((url, init) => {
      if (url === '/api/my/trash') return jsonResponse(items);
      if (url === '/api/my/trash/restore') {
        bodies.push(JSON.parse(String(init?.body)));
        items = [];
        return jsonResponse({ Ids: [item(1, 30).Id, item(2, 1).Id] });
      }
      return undefined;
    });
    renderRoutes([{ path: '/trash', element: <TrashPage /> }], '/trash');
    expect(await screen.findByText('borttagen 1')).toBeInTheDocument();
    expect(screen.getAllByText('Anteckning')).toHaveLength(2);
    expect(screen.getByText('Raderas om 30 dagar')).toBeInTheDocument();
    expect(screen.getByText('Raderas om 1 dag')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Återställ alla' }));
    expect(await screen.findByText('Papperskorgen är tom.')).toBeInTheDocument();
    expect(bodies).toEqual([{ Ids: [item(1, 30).Id, item(2, 1).Id] }]);
    expect(await screen.findByText('Återställt')).toBeInTheDocument();
  });

  it('labels a deleted symptom with its type and shows its name', async () => {
    signIn();
    const symptom: TrashItem = { ...item(3, 12), ResourceType: 'Symptom', ResourceDescription: 'Ryggont' };
    stubServer((url) => (url === '/api/my/trash' ? jsonResponse([symptom]) : undefined));
    const view = renderRoutes([{ path: '/trash', element: <TrashPage /> }], '/trash');
    expect(await screen.findByText('Ryggont')).toBeInTheDocument();
    expect(screen.getByText('Symtom')).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('en');
    try {
      renderRoutes([{ path: '/trash', element: <TrashPage /> }], '/trash');
      expect(await screen.findByText('Ryggont')).toBeInTheDocument();
      expect(screen.getByText('Symptom')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('sv');
    }
  });

  it('asks before purging all, and reloads the trash when it fails', async () => {
    signIn();
    let trashCalls = 0;
    stubServer((url) => {
      if (url === '/api/my/trash') {
        trashCalls++;
        return jsonResponse([item(1, 3)]);
      }
      if (url === '/api/my/trash/purge') return jsonResponse({ ErrorCode: 4101, Message: 'Hittades inte.' }, 404);
      return undefined;
    });
    renderRoutes([{ path: '/trash', element: <TrashPage /> }], '/trash');
    await userEvent.click(await screen.findByRole('button', { name: 'Töm papperskorgen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 sak raderas för gott');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Töm papperskorgen' }));
    expect(await screen.findByText('Det gick inte. Papperskorgen har laddats om.')).toBeInTheDocument();
    await waitFor(() => expect(trashCalls).toBe(2));
  });
});
