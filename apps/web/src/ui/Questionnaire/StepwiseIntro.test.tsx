import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHQ9_ID, shippedProm, type AnsweredQuestion, type Prom } from '@symptoms/domain';
import { renderWithProviders } from '../../test/render';
import { StepwiseView } from './StepwiseView';
import { useAnswerActions } from './use-answer-actions';

const phq9 = shippedProm(PHQ9_ID, 'sv') as Prom;

function Harness() {
  const [answers, setAnswers] = useState<AnsweredQuestion[]>([]);
  const change = useCallback((update: (a: AnsweredQuestion[]) => AnsweredQuestion[]) => setAnswers(update), []);
  const actions = useAnswerActions(phq9, change);
  return (
    <StepwiseView
      prom={phq9}
      answers={answers}
      language="sv"
      disabled={false}
      actions={actions}
      initialId="Q1-"
      onMove={() => undefined}
      endContent={null}
      introduction={phq9.Introduction}
    />
  );
}

describe('one question at a time', { timeout: 20_000 }, () => {
  it('shows the introduction once, with the first question, and counts no question done before any answer', async () => {
    renderWithProviders(<Harness />);
    const intro = phq9.Introduction!.split('\n')[0]!;
    expect(screen.getByText(intro, { exact: false })).toBeInTheDocument();
    // PHQ-9's tenth question is optional: it is not "done" while the nine are open.
    expect(screen.getByText('0 av 10 frågor klara')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Inte alls' }));
    expect(screen.getByText('1 av 10 frågor klara')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByRole('heading', { name: /^2\./ });
    expect(screen.queryByText(intro, { exact: false })).not.toBeInTheDocument();
  });
});
