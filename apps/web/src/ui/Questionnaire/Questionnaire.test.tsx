import { useCallback, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answersByQuestion, Prom, type AnsweredQuestion } from '@symptoms/domain';
import { renderWithProviders } from '../../test/render';
import { NormalView } from './NormalView';
import { StepwiseView } from './StepwiseView';
import { testProm, testPromInput } from './test-prom';
import { useAnswerActions } from './use-answer-actions';
import { useAnswerTimer } from './use-answer-timer';

type Update = (answers: AnsweredQuestion[]) => AnsweredQuestion[];

function Harness({
  stepwise = false,
  prom = testProm,
  onAnswers,
}: {
  stepwise?: boolean;
  prom?: Prom;
  onAnswers: (answers: AnsweredQuestion[]) => void;
}) {
  const [answers, setAnswers] = useState<AnsweredQuestion[]>([]);
  const change = useCallback((update: Update) => setAnswers(update), []);
  const actions = useAnswerActions(prom, change);
  useEffect(() => {
    onAnswers(answers);
  }, [answers, onAnswers]);
  const props = { prom, answers, language: 'sv' as const, disabled: false, actions };
  return stepwise ? (
    <StepwiseView {...props} initialId={prom.Infos[0]?.Id ?? prom.Questions[0]!.Id} onMove={() => undefined} endContent={<p>Slutet</p>} />
  ) : (
    <NormalView {...props} />
  );
}

function setup(stepwise = false, prom?: Prom) {
  let latest: AnsweredQuestion[] = [];
  renderWithProviders(
    <Harness
      stepwise={stepwise}
      prom={prom}
      onAnswers={(a) => {
        latest = a;
      }}
    />,
  );
  return { answers: () => answersByQuestion(latest) };
}

const question = (name: string) => screen.getByRole('region', { name: new RegExp(name) });

describe('the questionnaire renderer', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('numbers questions, indents sub-questions and shows info items', () => {
    setup();
    expect(screen.getByText('Läs detta först.')).toBeInTheDocument();
    expect(question('Har du ont').querySelector('.q-number')).toHaveTextContent('1.');
    expect(question('Sover du dåligt')).toHaveAttribute('data-level', '2');
    expect(question('Sover du dåligt').querySelector('.q-number')).toHaveTextContent('8a.');
  });

  it('unselects a single-choice answer chosen again', async () => {
    const { answers } = setup();
    const yes = within(question('Har du ont')).getByRole('radio', { name: 'Ja' });
    await userEvent.click(yes);
    expect(yes).toBeChecked();
    expect(answers().get('Q1-')?.AnswerId).toBe('Q1A1-');
    await userEvent.click(yes);
    expect(yes).not.toBeChecked();
    expect(answers().has('Q1-')).toBe(false);
  });

  it('removes the answer when a text, date or dropdown field is cleared', async () => {
    const { answers } = setup();
    const text = within(question('Var gör det ont')).getByRole('textbox');
    await userEvent.type(text, 'Knät');
    expect(answers().get('Q2-')?.Value).toBe('Knät');
    await userEvent.clear(text);
    expect(answers().has('Q2-')).toBe(false);

    const date = question('När började det').querySelector('input[type="date"]')!;
    fireEvent.change(date, { target: { value: '2026-03-04' } });
    expect(answers().get('Q5-')?.Value).toBe('2026-03-04');
    fireEvent.change(date, { target: { value: '' } });
    expect(answers().has('Q5-')).toBe(false);

    const select = within(question('Vilken vårdform')).getByRole('combobox');
    await userEvent.selectOptions(select, 'Nej');
    expect(answers().get('Q7-')?.AnswerId).toBe('Q7A2-');
    await userEvent.selectOptions(select, 'Välj …');
    expect(answers().has('Q7-')).toBe(false);
  });

  it('shows the MinValue/MaxValue limits of a number question and removes the answer when emptied', async () => {
    const { answers } = setup();
    const input = within(question('Hur många timmar')).getByRole('textbox');
    expect(screen.getByText('Ett heltal från 0 till 24')).toBeInTheDocument();
    await userEvent.type(input, '30');
    expect(answers().get('Q3-')?.Value).toBe(30);
    expect(screen.getByText('Högst 24.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    expect(screen.queryByText('Högst 24.')).not.toBeInTheDocument();
    await userEvent.clear(input);
    expect(answers().has('Q3-')).toBe(false);
  });

  it('registers the level-1 parent of a sub-answer, and toggles checkboxes', async () => {
    const { answers } = setup();
    await userEvent.click(within(question('Vad hjälper')).getByRole('checkbox', { name: 'Kort promenad' }));
    expect(answers().get('Q4-')?.AnswerIds).toEqual(['Q4A2-', 'Q4A3-']);
    expect(within(question('Vad hjälper')).getByRole('checkbox', { name: 'Promenad' })).toBeChecked();
    await userEvent.click(within(question('Vad hjälper')).getByRole('checkbox', { name: 'Promenad' }));
    expect(answers().has('Q4-')).toBe(false);
  });

  it('answers scales and the vertical slider, and clears the vertical value clicked again', async () => {
    const { answers } = setup();
    await userEvent.click(within(question('Hur trött')).getByRole('radio', { name: '0 Inte alls' }));
    expect(answers().get('Q8-')?.AnswerId).toBe('Q8A1-');
    const best = within(question('Hur är din hälsa')).getByRole('radio', { name: '10 Bästa tänkbara hälsa' });
    const seven = within(question('Hur är din hälsa')).getByRole('radio', { name: '7' });
    await userEvent.click(seven);
    expect(answers().get('Q6-')?.Value).toBe(7);
    expect(seven).toHaveAttribute('aria-checked', 'true');
    expect(best).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(seven);
    expect(answers().has('Q6-')).toBe(false);
  });

  it('hides questions skipped by a conditional behind a counter that can be shown and opened', async () => {
    const { answers } = setup();
    await userEvent.click(within(question('Har du ont')).getByRole('radio', { name: 'Nej' }));
    expect(screen.queryByRole('region', { name: /Var gör det ont/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 fråga hoppas över på grund av dina svar.')).toBeInTheDocument();
    expect(answers().get('Q2-')?.NotApplicable).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Visa' }));
    const skipped = screen.getByRole('button', { name: /Var gör det ont\? – hoppas över/ });
    expect(skipped).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(skipped);
    expect(within(question('Var gör det ont')).getByRole('textbox')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dölj' }));
    expect(screen.queryByRole('button', { name: /hoppas över/ })).not.toBeInTheDocument();
  });
});

describe('the stepwise display', { timeout: 20_000 }, () => {
  it('keeps Next disabled until answered, follows the conditional and skips hidden questions on Previous', async () => {
    setup(true);
    expect(screen.getByText('Läs detta först.')).toBeInTheDocument();
    const next = () => screen.getByRole('button', { name: 'Nästa' });
    const previous = () => screen.getByRole('button', { name: 'Föregående' });
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled(); // an info item
    await userEvent.click(next());

    expect(screen.getByRole('heading', { name: /Har du ont/ })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    expect(next()).toBeEnabled();
    await userEvent.click(next());

    expect(screen.getByRole('heading', { name: /Hur många timmar/ })).toBeInTheDocument();
    await userEvent.click(previous());
    expect(screen.getByRole('heading', { name: /Har du ont/ })).toBeInTheDocument();
  });

  it('asks before going on with fewer answers than MinAnswerCount, and lets a question that is not required pass', async () => {
    setup(true);
    const next = () => screen.getByRole('button', { name: 'Nästa' });
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(next());
    await userEvent.type(screen.getByRole('textbox'), '8');
    await userEvent.click(next());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Vila' }));
    await userEvent.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'Färre svar än väntat' });
    expect(within(dialog).getByText('Frågan vill ha minst 2 svar. Vill du gå vidare ändå?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gå vidare' }));

    expect(await screen.findByRole('heading', { name: /När började det/ })).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('shows each choice question with its own answers when moving between questions that share the options', async () => {
    const options = (q: string) =>
      ['Aldrig', 'Ibland', 'Ofta'].map((text, i) => ({ Id: `${q}A${i + 1}-`, Index: (i + 1) * 10, ExportValue: i, Text: text }));
    const prom = Prom.parse({
      ...testPromInput,
      Infos: [],
      Questions: [1, 2, 3].map((n) => ({
        Id: `Q${n}-`,
        SequenceId: n,
        Header: `Fråga nummer ${n}`,
        Index: n * 1000,
        ExportKey: `q${n}`,
        Answers: options(`Q${n}`),
      })),
    });
    const { answers } = setup(true, prom);
    const next = () => screen.getByRole('button', { name: 'Nästa' });
    const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
    const checked = () => screen.getAllByRole<HTMLInputElement>('radio').map((r) => `${r.name}:${r.value}:${r.checked}`);

    await userEvent.click(radio('Ibland'));
    await waitFor(() => expect(next()).toBeEnabled());
    await userEvent.click(next());
    expect(screen.getByRole('heading', { name: /Fråga nummer 2/ })).toBeInTheDocument();
    expect(checked()).toEqual(['Q2-:Q2A1-:false', 'Q2-:Q2A2-:false', 'Q2-:Q2A3-:false']);
    expect(next()).toBeDisabled();

    await userEvent.click(radio('Ofta'));
    await waitFor(() => expect(answers().get('Q2-')?.AnswerId).toBe('Q2A3-'));
    await userEvent.click(screen.getByRole('button', { name: 'Föregående' }));
    expect(screen.getByRole('heading', { name: /Fråga nummer 1/ })).toBeInTheDocument();
    expect(checked()).toEqual(['Q1-:Q1A1-:false', 'Q1-:Q1A2-:true', 'Q1-:Q1A3-:false']);
    await userEvent.click(next());
    expect(checked()).toEqual(['Q2-:Q2A1-:false', 'Q2-:Q2A2-:false', 'Q2-:Q2A3-:true']);
    // The reused options answer for the question now shown.
    await userEvent.click(radio('Aldrig'));
    await waitFor(() => expect(answers().get('Q2-')?.AnswerId).toBe('Q2A1-'));
    expect(answers().get('Q1-')?.AnswerId).toBe('Q1A2-');
  });
});

describe('the answer timer', () => {
  it('counts in 100 ms ticks and starts again when read', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAnswerTimer());
    act(() => vi.advanceTimersByTime(350));
    expect(result.current()).toBe(300);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current()).toBe(100);
    expect(result.current()).toBe(0);
  });
});
