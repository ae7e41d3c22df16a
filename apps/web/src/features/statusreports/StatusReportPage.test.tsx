import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusReport, StatusType } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import StatusReportPage, { isDirty, itemsToSend, nextValue } from './StatusReportPage';

const types: StatusType[] = [
  { Index: 0, Name: 'pain', Inverted: false },
  { Index: 1, Name: 'tiredness', Inverted: false },
  { Index: 14, Name: 'wellbeing', Inverted: true },
];

const latest: StatusReport = {
  Id: '00000000-0000-4000-8000-000000000001',
  PatientId: '00000000-0000-4000-8000-000000000009',
  Items: [
    { Type: 'pain', Intensity: 3, Trend: 0, CreatedDate: '2026-03-01T10:00:00.000Z', LanguageId: 'sv' },
    { Type: 'wellbeing', Intensity: 7, Trend: 0, CreatedDate: '2026-03-01T10:00:00.000Z', LanguageId: 'sv' },
  ],
  PromSuggestions: [],
  CreatedDate: '2026-03-01T10:00:00.000Z',
  ModifiedDate: '2026-03-01T10:00:00.000Z',
  Version: 0,
};

function setup(previous: StatusReport | null, posted: unknown[] = []) {
  signIn();
  stubServer((url, init) => {
    if (url === '/api/env/statustypes') return jsonResponse(types);
    if (url === '/api/my/statusreports?take=1') return jsonResponse(previous ? [previous] : []);
    if (url === '/api/my/statusreports' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse({ ...latest, Id: '00000000-0000-4000-8000-000000000002' }, 201);
    }
    return undefined;
  });
  return renderRoutes(
    [
      { path: '/statusreport', element: <StatusReportPage /> },
      { path: '/statusreport/followup', element: <p>uppföljning</p> },
      { path: '/welcome', element: <p>hem</p> },
    ],
    '/statusreport',
  );
}

const scale = (name: string) => within(screen.getByRole('radiogroup', { name }));

describe('StatusReportPage', () => {
  afterEach(signOut);

  it('puts answered areas in the continuation list and the others among new questions, in server order', async () => {
    setup(latest);
    const continuation = await screen.findByTestId('continuation-list');
    expect(
      within(continuation)
        .getAllByRole('radiogroup')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toEqual(['scale-pain', 'scale-wellbeing']);
    expect(within(screen.getByTestId('new-list')).getAllByRole('radiogroup')).toHaveLength(1);
    expect(within(screen.getByTestId('new-list')).getByText('Trötthet')).toBeInTheDocument();
    expect(scale('Smärta').getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Senast: 3')).toBeInTheDocument();
  });

  it('keeps save disabled until something changes; clicking the selected value goes back to the last value', async () => {
    const { router } = setup(latest);
    await screen.findByTestId('continuation-list');
    const save = screen.getByRole('button', { name: 'Spara' });
    expect(save).toBeDisabled();

    await userEvent.click(scale('Smärta').getByRole('radio', { name: '5' }));
    expect(scale('Smärta').getByRole('radio', { name: '5' })).toHaveAttribute('aria-checked', 'true');
    expect(save).toBeEnabled();

    await userEvent.click(scale('Smärta').getByRole('radio', { name: '5' }));
    expect(scale('Smärta').getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'true');
    expect(scale('Smärta').getByRole('radio', { name: '5' })).toHaveAttribute('aria-checked', 'false');
    expect(save).toBeDisabled();

    // A new question has no last value: clicking its selected value clears it.
    await userEvent.click(scale('Trötthet').getByRole('radio', { name: '2' }));
    expect(save).toBeEnabled();
    await userEvent.click(scale('Trötthet').getByRole('radio', { name: '2' }));
    expect(scale('Trötthet').queryByRole('radio', { checked: true })).toBeNull();
    expect(save).toBeDisabled();

    // Leaving with a change asks; staying keeps the answer.
    await userEvent.click(scale('Trötthet').getByRole('radio', { name: '4' }));
    await router.navigate('/welcome');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    expect(router.state.location.pathname).toBe('/statusreport');
    expect(scale('Trötthet').getByRole('radio', { name: '4' })).toHaveAttribute('aria-checked', 'true');
  });

  it('Space on the selected value keeps it selected and Save enabled (the radio pattern: Space selects, never clears)', async () => {
    setup(latest);
    await screen.findByTestId('continuation-list');
    const save = screen.getByRole('button', { name: 'Spara' });
    await userEvent.click(scale('Trötthet').getByRole('radio', { name: '2' }));
    expect(save).toBeEnabled();
    await userEvent.keyboard(' ');
    expect(scale('Trötthet').getByRole('radio', { name: '2' })).toHaveAttribute('aria-checked', 'true');
    expect(save).toBeEnabled();
  });

  it('saves every answer, the reused ones too, and goes to the follow-up', async () => {
    const posted: unknown[] = [];
    const { router } = setup(latest, posted);
    await screen.findByTestId('continuation-list');
    await userEvent.click(scale('Trötthet').getByRole('radio', { name: '6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statusreport/followup'));
    expect(router.state.location.state).toEqual({ firstReport: false });
    expect(posted).toEqual([
      {
        Items: [
          { Type: 'pain', Intensity: 3 },
          { Type: 'tiredness', Intensity: 6 },
          { Type: 'wellbeing', Intensity: 7 },
        ],
      },
    ]);
  });

  it('asks every area as a new question before the first report, and marks the first save', async () => {
    const { router } = setup(null);
    expect(await screen.findByTestId('new-list')).toBeInTheDocument();
    expect(screen.queryByTestId('continuation-list')).toBeNull();
    await userEvent.click(scale('Smärta').getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ firstReport: true }));
  });

  it('nextValue: a new value is chosen, the selected one goes back', () => {
    expect(nextValue(3, 5, 3)).toBe(5);
    expect(nextValue(5, 5, 3)).toBe(3);
    expect(nextValue(5, 5, undefined)).toBeUndefined();
  });

  it('itemsToSend sends a removed answer with intensity 0; isDirty counts a removal as a change', () => {
    const values = { pain: 3, wellbeing: 7 };
    expect(itemsToSend(types, values, new Set(['pain']))).toEqual([
      { Type: 'pain', Intensity: 0 },
      { Type: 'wellbeing', Intensity: 7 },
    ]);
    expect(isDirty(types, values, new Set(), values)).toBe(false);
    expect(isDirty(types, values, new Set(['pain']), values)).toBe(true);
  });
});

describe('StatusReportPage when editing', () => {
  afterEach(signOut);

  function setupEdit(put: unknown[] = []) {
    signIn();
    stubServer((url, init) => {
      if (url === '/api/env/statustypes') return jsonResponse(types);
      if (url === `/api/my/statusreports/${latest.Id}`) return jsonResponse(latest);
      if (url === '/api/my/statusreports' && init?.method === 'PUT') {
        put.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...latest, Version: 1 });
      }
      return undefined;
    });
    return renderRoutes(
      [
        { path: '/statusreport/:id/edit', element: <StatusReportPage editing /> },
        { path: '/statusreport/:id', element: <p>rapportgraf</p> },
      ],
      `/statusreport/${latest.Id}/edit`,
    );
  }

  it('offers to remove each answer of the report, not the unanswered areas', async () => {
    setupEdit();
    await screen.findByTestId('continuation-list');
    expect(screen.getByRole('button', { name: 'Ta bort svaret för smärta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort svaret för välbefinnande' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bort svaret för trötthet' })).toBeNull();
  });

  it('removing an answer enables save and sends it with intensity 0', async () => {
    const put: unknown[] = [];
    const { router } = setupEdit(put);
    await screen.findByTestId('continuation-list');
    const save = screen.getByRole('button', { name: 'Spara' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort svaret för smärta' }));
    expect(save).toBeEnabled();
    expect(screen.getByText('Borttaget')).toBeInTheDocument();
    expect(screen.getByText('Svaret tas bort när du sparar.')).toBeInTheDocument();
    // The removed answer shows no value and cannot be changed until it is restored.
    expect(scale('Smärta').queryByRole('radio', { checked: true })).toBeNull();
    expect(scale('Smärta').getByRole('radio', { name: '3' })).toBeDisabled();

    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/statusreport/${latest.Id}`));
    expect(put).toEqual([
      {
        Id: latest.Id,
        Version: 0,
        Items: [
          { Type: 'pain', Intensity: 0 },
          { Type: 'wellbeing', Intensity: 7 },
        ],
      },
    ]);
  });

  it('undo restores a removed answer, with the value it had', async () => {
    setupEdit();
    await screen.findByTestId('continuation-list');
    const save = screen.getByRole('button', { name: 'Spara' });

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort svaret för smärta' }));
    expect(save).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ångra borttagningen av svaret för smärta' }));
    expect(save).toBeDisabled();
    expect(screen.queryByText('Borttaget')).toBeNull();
    expect(scale('Smärta').getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Ta bort svaret för smärta' })).toBeInTheDocument();

    // A changed answer that is removed and restored comes back changed.
    await userEvent.click(scale('Smärta').getByRole('radio', { name: '6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort svaret för smärta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ångra borttagningen av svaret för smärta' }));
    expect(scale('Smärta').getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
    expect(save).toBeEnabled();
  });
});
