import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chooseAnswer,
  PHQ9_ID,
  shippedProm,
  type AnsweredQuestion,
  type LanguageId,
  type Prom,
  type PromReportView,
} from '@symptoms/domain';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, renderWithProviders, signIn, signOut } from '../../test/render';
import { StepwiseView, useAnswerActions } from '../../ui/Questionnaire';
import FollowUpPage from './FollowUpPage';

const REPORT_ID = '00000000-0000-4000-8000-000000000077';

function phq9(lang: LanguageId): Prom {
  const p = shippedProm(PHQ9_ID, lang);
  if (!p) throw new Error(lang);
  return p;
}

/** PHQ-9 answered "Not at all" everywhere except item 9 (value given): a total equal to that value. */
function answers(prom: Prom, item9Value: number): AnsweredQuestion[] {
  let out: AnsweredQuestion[] = [];
  for (let i = 1; i <= 9; i++) {
    const q = prom.Questions.find((x) => x.Id === `Q${i}-`)!;
    out = chooseAnswer(prom, out, q.Id, q.Answers.find((a) => a.ExportValue === (i === 9 ? item9Value : 0))!.Id);
  }
  return out;
}

function Stepwise({ prom, language }: { prom: Prom; language: LanguageId }) {
  const [list, setList] = useState<AnsweredQuestion[]>(() => answers(prom, 0).filter((a) => a.QuestionId !== 'Q9-'));
  const change = useCallback((update: (a: AnsweredQuestion[]) => AnsweredQuestion[]) => setList(update), []);
  const actions = useAnswerActions(prom, change);
  return (
    <StepwiseView
      prom={prom}
      answers={list}
      language={language}
      disabled={false}
      actions={actions}
      initialId="Q9-"
      onMove={() => undefined}
      endContent={null}
    />
  );
}

describe('PHQ-9 item 9 guidance', { timeout: 20_000 }, () => {
  afterEach(() => {
    signOut();
  });

  it('shows in the stepwise display as soon as item 9 is answered above "Inte alls", in Swedish', async () => {
    renderWithProviders(<Stepwise prom={phq9('sv')} language="sv" />);
    await screen.findByText(/bättre om du var död/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Inte alls' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Flera dagar' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Om du har tankar på att dö eller skada dig själv')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(alert).getByRole('link', { name: 'Självmordslinjen 90101' })).toHaveAttribute('href', 'tel:90101');
    expect(within(alert).getByRole('link', { name: '1177 Vårdguiden 1177' })).toHaveAttribute('href', 'tel:1177');
    expect(alert).toHaveTextContent('ingen i vården ser dem om du inte själv delar dem');
    // It stays on the next step.
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows in English for an English user', async () => {
    renderWithProviders(<Stepwise prom={phq9('en')} language="en" />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Nearly every day' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('If you have thoughts of dying or of hurting yourself')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Självmordslinjen (suicide helpline) 90101' })).toHaveAttribute('href', 'tel:90101');
    expect(alert).toHaveTextContent('no one in healthcare sees them unless you share them');
  });

  function followUp(report: Partial<PromReportView>) {
    signIn();
    const prom = phq9('sv');
    stubServer((url) => {
      if (url.startsWith('/api/my/group/proms/')) return jsonResponse(prom);
      if (url === `/api/my/promreports/${REPORT_ID}`) {
        return jsonResponse({
          Id: REPORT_ID,
          PromId: PHQ9_ID,
          PatientId: '00000000-0000-4000-8000-000000000009',
          Note: null,
          CreatedDate: '2026-11-26T10:00:00.000Z',
          CompletedDate: '2026-11-26T10:00:00.000Z',
          ModifiedDate: '2026-11-26T10:00:00.000Z',
          AnswerCount: 9,
          QuestionCount: 10,
          LanguageId: 'sv',
          Version: 1,
          NormalizedScore: null,
          percentCompleted: 100,
          isCompleted: true,
          ...report,
        });
      }
      return undefined;
    });
    renderRoutes([{ path: '/promreport/followup/:id', element: <FollowUpPage /> }], `/promreport/followup/${REPORT_ID}`);
  }

  it('shows on the follow-up page above a low total that reads "no depression"', async () => {
    followUp({ Answers: answers(phq9('sv'), 1), Score: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Självmordslinjen 90101');
    expect(screen.getByTestId('prom-score')).toHaveTextContent('1');
    // The guidance comes before the score in reading order.
    expect(alert.compareDocumentPosition(screen.getByTestId('prom-score')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown when item 9 is "Inte alls"', async () => {
    followUp({ Answers: answers(phq9('sv'), 0), Score: 0 });
    expect(await screen.findByTestId('prom-score')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
