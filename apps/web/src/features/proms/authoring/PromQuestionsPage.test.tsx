import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// A form of many fields: role queries in jsdom take their time on a loaded machine.
const SLOW = 60_000;
import { normaliseAuthoredProm, type AuthoredPromView, type PromInput } from '@symptoms/domain';
import i18n from '../../../i18n';
import { stubServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../../test/render';
import PromQuestionsPage from './PromQuestionsPage';

const saved = (): PromInput =>
  normaliseAuthoredProm({
    Id: 'rokvanor',
    Language: 'sv',
    LanguageIds: ['sv'],
    Title: 'Rökvanor',
    Concept: 'Rökning',
    About: '',
    OriginalName: 'Rökvanor',
    Questions: [
      {
        Id: 'Q1-',
        SequenceId: 1,
        Index: 1000,
        Header: 'Röker du?',
        ExportKey: '',
        Answers: [
          { Id: '', Text: 'Nej', Index: 10, ExportValue: 0 },
          { Id: '', Text: 'Ja', Index: 20, ExportValue: 1 },
        ],
      },
    ],
  });

const view = (prom: PromInput, canEdit = true): AuthoredPromView => ({
  Meta: { Id: 'rokvanor', About: '', OriginalName: 'Rökvanor', Image: null, HideScore: false, IsVisible: false, Version: 1 },
  LanguageIds: ['sv'],
  Language: 'sv',
  Prom: prom,
  PromVersion: 3,
  Shipped: !canEdit,
  CanEdit: canEdit,
});

type Call = { method: string; url: string; body: { Prom: PromInput; Version: number } };

function serve(answer: AuthoredPromView) {
  const calls: Call[] = [];
  stubServer((url, init) => {
    const method = init?.method ?? 'GET';
    if (!url.startsWith('/api/proms/')) return undefined;
    if (method === 'GET') return jsonResponse(answer);
    calls.push({ method, url, body: JSON.parse(String(init?.body)) });
    return jsonResponse(answer);
  });
  return calls;
}

const open = () =>
  renderRoutes(
    [
      { path: '/admin/proms/edit/:promid/questions', element: <PromQuestionsPage /> },
      { path: '/admin/proms', element: <h1>Listan</h1> },
    ],
    '/admin/proms/edit/rokvanor/questions?lang=sv',
  );

describe('the question editor', () => {
  afterEach(async () => {
    signOut();
    sessionStorage.clear();
    await i18n.changeLanguage('sv');
  });

  it(
    'adds a question and a conditional; the preview runs them stepwise; the save sends the prefixed ids with the Version',
    async () => {
      signIn();
      const calls = serve(view(saved()));
      open();
      const q1 = await screen.findByRole('group', { name: 'Fråga 1 (Q1-)' });
      await userEvent.click(within(q1).getByRole('button', { name: 'Lägg till villkor' }));
      await userEvent.click(screen.getByRole('button', { name: 'Lägg till fråga' }));
      const q2 = screen.getByRole('group', { name: 'Fråga 2 (Q2-)' });
      await userEvent.type(within(q2).getByRole('textbox', { name: /^Fråga/ }), 'Hur många per dag?');
      await userEvent.click(within(q2).getByRole('button', { name: 'Lägg till svar' }));
      await userEvent.type(within(screen.getByRole('group', { name: 'Fråga 2 (Q2-)' })).getByRole('textbox', { name: 'Svar 1' }), 'Få');

      const preview = screen.getByRole('region', { name: 'Förhandsvisning' });
      await userEvent.click(within(preview).getByRole('radio', { name: 'Ja' }));
      await userEvent.click(within(preview).getByRole('button', { name: 'Nästa' }));
      expect(await within(preview).findByText('Hur många per dag?')).toBeInTheDocument();
      await userEvent.click(within(preview).getByRole('button', { name: 'Föregående' }));
      await userEvent.click(within(preview).getByRole('radio', { name: 'Nej' }));
      await userEvent.click(within(preview).getByRole('button', { name: 'Nästa' }));
      expect(await within(preview).findByRole('heading', { name: 'Slut på frågorna' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Spara språkversionen' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      const { method, url, body } = calls[0]!;
      expect([method, url, body.Version]).toEqual(['PUT', '/api/proms/rokvanor/versions/sv', 3]);
      expect(body.Prom.Questions.map((q) => q.Id)).toEqual(['Q1-', 'Q2-']);
      expect(body.Prom.Questions[0]!.Conditionals).toEqual([
        { ComparisonOperator: 'eq', CompareQuestionId: 'Q1-', CompareAnswerId: 'Q1A1-', RedirectQuestionId: 0 },
      ]);
      expect(body.Prom.Questions[1]!.Answers![0]).toMatchObject({ Id: 'Q2A1-', Text: 'Få', Index: 10 });
      expect(await screen.findByRole('heading', { name: 'Listan' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows what is wrong and sends nothing while a question has no header',
    async () => {
      signIn();
      const calls = serve(view(saved()));
      open();
      const q1 = await screen.findByRole('group', { name: 'Fråga 1 (Q1-)' });
      await userEvent.clear(within(q1).getByRole('textbox', { name: /^Fråga/ }));
      expect(screen.getByText('Förhandsvisningen visas när formuläret har minst en giltig fråga.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Spara språkversionen' }));
      expect(await screen.findByText('Questions.0.Header: Fältet är obligatoriskt.')).toBeInTheDocument();
      expect(calls).toEqual([]);
    },
    SLOW,
  );

  it(
    'keeps a shipped questionnaire read-only',
    async () => {
      signIn();
      serve(view(saved(), false));
      open();
      expect(await screen.findByText('Standardformulären kan inte ändras. Gör en kopia från listan för att ändra.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Spara språkversionen' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('group', { name: 'Fråga 1 (Q1-)' })).getByRole('textbox', { name: /^Fråga/ })).toBeDisabled();
    },
    SLOW,
  );
});
