import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupSymptomMap } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import GroupSymptomsPage from './GroupSymptomsPage';

vi.mock('../../ui/BodyFigure', () => import('../symptoms/test-figure'));

const map = (over: Partial<GroupSymptomMap> = {}): GroupSymptomMap => ({
  Model: 'male',
  From: '2026-01-01',
  To: '2026-01-31',
  Patients: 0,
  Reports: 0,
  Cells: [],
  ...over,
});

function setup(path: string, answer: (url: string) => GroupSymptomMap = () => map()) {
  const calls: string[] = [];
  stubServer((url) => {
    if (!url.startsWith('/api/admin/groupsymptoms/')) return undefined;
    calls.push(url);
    return jsonResponse(answer(url));
  });
  const view = renderRoutes(
    ['/admin/groupsymptoms', '/admin/groupsymptoms/:model', '/admin/groupsymptoms/:model/:fromDate/:toDate'].map((p) => ({
      path: p,
      element: <GroupSymptomsPage />,
    })),
    path,
  );
  return { ...view, calls };
}

describe('the group’s symptom map', { timeout: 20_000 }, () => {
  beforeEach(() => signIn());
  afterEach(signOut);

  it('reads model and days from the address, and the inputs write them back to it', async () => {
    const { router, calls } = setup('/admin/groupsymptoms/female/2026-01-01/2026-01-31');
    expect(await screen.findByText('Inga symtom är markerade på den här kroppsfiguren under de valda dagarna.')).toBeInTheDocument();
    expect(calls).toEqual(['/api/admin/groupsymptoms/female/2026-01-01/2026-01-31']);
    expect(screen.getByLabelText('Från och med')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Till och med')).toHaveValue('2026-01-31');

    fireEvent.change(screen.getByLabelText('Från och med'), { target: { value: '2026-01-15' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/groupsymptoms/female/2026-01-15/2026-01-31'));
    await userEvent.click(screen.getByText('Man'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/groupsymptoms/male/2026-01-15/2026-01-31'));
    await waitFor(() => expect(calls).toContain('/api/admin/groupsymptoms/male/2026-01-15/2026-01-31'));
  });

  it('says what is wrong with a range that ends before it starts and asks nothing', async () => {
    const { calls } = setup('/admin/groupsymptoms/male/2026-02-01/2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Från-datumet måste vara samma dag som eller före till-datumet.');
    expect(calls).toEqual([]);
  });

  it('without dates shows the last 30 days, and the marks on the figure with a legend', async () => {
    setup('/admin/groupsymptoms', () =>
      map({ Patients: 2, Reports: 3, Cells: [{ X: 99_875, Y: 101_375, Z: 100_375, Marks: 3, Intensity: 5.3 }] }),
    );
    expect(await screen.findByRole('group', { name: 'Gruppens symtom på kroppsfiguren (Man)' })).toBeInTheDocument();
    expect(screen.getByText(/^3 symtomrapporter från 2 patienter,/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Förklaring' })).toBeInTheDocument();
    const from = (screen.getByLabelText('Från och med') as HTMLInputElement).value;
    const to = (screen.getByLabelText('Till och med') as HTMLInputElement).value;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });
});
