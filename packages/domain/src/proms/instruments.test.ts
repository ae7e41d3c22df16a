import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chooseAnswer, setValue } from '.';
import { ESASR_ID, GAD7_ID, HEALTH_TODAY_ID, PHQ9_ID, WHO5_ID, shippedPromInputs, shippedProm, shippedProms } from './instruments/index';
import { PHQ9_ABOUT } from './instruments/phq9';
import { GAD7_ABOUT } from './instruments/gad7';
import { WHO5_ATTRIBUTION } from './instruments/who5';
import { ESASR_ABOUT } from './instruments/esasr';
import { deriveReportFields, validateAnswers } from './report';
import { displayedScore, scoreAnswers, scoreBand } from './scoring';
import { Prom } from './schemas';
import type { AnsweredQuestion } from './schemas';
import { SCREENING_IDS, SCREENING_PROM_ID, screeningFlag, screeningResult } from './screening';
import { visibility } from '.';

const data = (name: string) => fileURLToPath(new URL(`./instruments/data/${name}`, import.meta.url));

function prom(id: string, lang: 'sv' | 'en'): Prom {
  const p = shippedProm(id, lang);
  if (!p) throw new Error(id);
  return p;
}

/** Answers every scored item with the answer whose ExportValue is `value`. */
function answerAll(p: Prom, valueFor: (position: number) => number): AnsweredQuestion[] {
  let answers: AnsweredQuestion[] = [];
  p.Scoring.QuestionIds.forEach((id, i) => {
    const q = p.Questions.find((x) => x.Id === id)!;
    const a = q.Answers.find((x) => x.ExportValue === valueFor(i + 1))!;
    answers = chooseAnswer(p, answers, id, a.Id);
  });
  return answers;
}

describe('shipped questionnaires', () => {
  it('every language version passes the Prom schema', () => {
    for (const input of shippedPromInputs()) {
      const r = Prom.safeParse(input);
      expect(r.success, `${input.Id}/${input.Language}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
    }
  });

  it('ships a language only where its collected text exists', () => {
    const langs = (id: string) =>
      shippedProms()
        .filter((p) => p.Id === id)
        .map((p) => p.Language)
        .sort();
    expect(langs(PHQ9_ID)).toEqual(['en', 'sv']);
    expect(langs(GAD7_ID)).toEqual(['en']);
    expect(langs(WHO5_ID)).toEqual(['en']);
    expect(langs(ESASR_ID)).toEqual(['en']);
    expect(langs(HEALTH_TODAY_ID)).toEqual(['en', 'sv']);
    expect(langs(SCREENING_PROM_ID)).toEqual(['en', 'sv']);
    for (const p of shippedProms()) expect(p.LanguageIds.sort()).toEqual(langs(p.Id));
    // The Swedish interface gets the English version of an English-only instrument.
    expect(prom(GAD7_ID, 'sv').Language).toBe('en');
  });

  it('the data files are the shared instrument files, unchanged', () => {
    for (const name of ['phq-9.json', 'gad-7.json', 'who-5.json', 'esas-r.json']) {
      const shared = `/work/shared/instruments/${name}`;
      if (!existsSync(shared)) continue;
      expect(readFileSync(data(name), 'utf8')).toBe(readFileSync(shared, 'utf8'));
    }
  });

  it('wording and values come from the instrument files', () => {
    const src = JSON.parse(readFileSync(data('phq-9.json'), 'utf8'));
    for (const lang of ['sv', 'en'] as const) {
      const p = prom(PHQ9_ID, lang);
      src.questions.forEach(
        (q: { index: number; text: Record<string, string>; answers: { value: number; text: Record<string, string> }[] }) => {
          const question = p.Questions.find((x) => x.Id === `Q${q.index}-`)!;
          expect(question.Header).toBe(q.text[lang]);
          expect(question.Answers.map((a) => [a.ExportValue, a.Text])).toEqual(q.answers.map((a) => [a.value, a.text[lang]]));
        },
      );
      expect(p.Introduction).toContain(src.introduction[lang]);
    }
    expect(prom(PHQ9_ID, 'sv').Introduction).toContain(src.preamble.sv);
    // Paper-only instructions stay off the screen.
    expect(JSON.stringify(shippedProms())).not.toContain('Use “✔”');
    expect(JSON.stringify(shippedProms())).not.toContain('put a tick');
  });

  it('About carries the licence/attribution as published', () => {
    const license = (name: string) => JSON.parse(readFileSync(data(name), 'utf8')).license as string;
    expect(license('phq-9.json')).toContain(PHQ9_ABOUT.en);
    expect(license('phq-9.json')).toContain(PHQ9_ABOUT.sv);
    expect(license('gad-7.json')).toContain(GAD7_ABOUT.en);
    expect(license('gad-7.json')).toContain(GAD7_ABOUT.sv);
    expect(license('who-5.json')).toContain(WHO5_ATTRIBUTION);
    expect(license('esas-r.json')).toContain(ESASR_ABOUT);
    expect(prom(PHQ9_ID, 'sv').About).toBe(PHQ9_ABOUT.sv);
    expect(prom(ESASR_ID, 'en').About).toBe(ESASR_ABOUT);
  });

  it('PHQ-9 scores 0–27 with its bands', () => {
    for (const lang of ['sv', 'en'] as const) {
      const p = prom(PHQ9_ID, lang);
      expect(
        scoreAnswers(
          p,
          answerAll(p, () => 3),
        ),
      ).toEqual({ Score: 27, NormalizedScore: 100 });
      expect(
        scoreAnswers(
          p,
          answerAll(p, () => 0),
        ),
      ).toEqual({ Score: 0, NormalizedScore: 0 });
      const mixed = answerAll(p, (i) => (i <= 5 ? 2 : 0));
      expect(scoreAnswers(p, mixed).Score).toBe(10);
    }
    const en = prom(PHQ9_ID, 'en');
    expect(scoreBand(en, 10)?.Label).toBe('Moderate depression');
    expect(scoreBand(en, 27)?.Label).toBe('Severe depression');
    expect(scoreBand(prom(PHQ9_ID, 'sv'), 12)?.Label).toBe('Gråzon');
  });

  it('PHQ-9 difficulty item is asked but not scored and not required', () => {
    const p = prom(PHQ9_ID, 'en');
    const all = answerAll(p, () => 1);
    const withDifficulty = chooseAnswer(p, all, 'Q10-', 'Q10A4-');
    expect(scoreAnswers(p, withDifficulty).Score).toBe(9);
    expect(deriveReportFields(p, all).isCompleted).toBe(true);
  });

  it('a partly answered PHQ-9 has no score (no pro-rating)', () => {
    const p = prom(PHQ9_ID, 'en');
    const partial = answerAll(p, () => 3).slice(0, 8);
    expect(scoreAnswers(p, partial).Score).toBeNull();
  });

  it('GAD-7 scores 0–21', () => {
    const p = prom(GAD7_ID, 'en');
    expect(
      scoreAnswers(
        p,
        answerAll(p, () => 3),
      ),
    ).toEqual({ Score: 21, NormalizedScore: 100 });
    expect(
      scoreAnswers(
        p,
        answerAll(p, () => 0),
      ).Score,
    ).toBe(0);
    expect(
      scoreAnswers(
        p,
        answerAll(p, (i) => (i === 1 ? 3 : 1)),
      ).Score,
    ).toBe(9);
    expect(scoreBand(p, 10)?.Label).toBe('moderate anxiety');
  });

  it('WHO-5 scores raw × 4 = 0–100, higher is better', () => {
    const p = prom(WHO5_ID, 'en');
    expect(
      scoreAnswers(
        p,
        answerAll(p, () => 5),
      ),
    ).toEqual({ Score: 100, NormalizedScore: 100 });
    expect(
      scoreAnswers(
        p,
        answerAll(p, () => 0),
      ).Score,
    ).toBe(0);
    expect(
      scoreAnswers(
        p,
        answerAll(p, () => 3),
      ).Score,
    ).toBe(60);
    const raw12 = answerAll(p, (i) => (i <= 2 ? 3 : 2));
    expect(scoreAnswers(p, raw12).Score).toBe(48);
    expect(scoreBand(p, 48)?.Label).toBe('impaired well-being or psychological distress');
    expect(scoreBand(p, 28)?.Label).toBe('possible clinical symptoms of depression');
    expect(scoreBand(p, 60)).toBeNull();
    expect(p.Infos[0]?.Text).toBe('Over the last two weeks');
  });

  it('ESAS-r has no total score and hides it; items keep their 0–10 values', () => {
    const p = prom(ESASR_ID, 'en');
    expect(p.HideScore).toBe(true);
    let answers: AnsweredQuestion[] = [];
    for (let i = 1; i <= 9; i++) answers = chooseAnswer(p, answers, `Q${i}-`, `Q${i}A11-`);
    expect(scoreAnswers(p, answers).Score).toBeNull();
    expect(displayedScore(p, { Score: 5, NormalizedScore: 50 })).toBeNull();
    const q1 = p.Questions.find((q) => q.Id === 'Q1-')!;
    expect(q1.Answers.map((a) => a.ExportValue)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(q1.Answers[0]!.Text).toBe('No Pain');
    expect(q1.Answers[10]!.Text).toBe('Worst Possible Pain');
    expect(deriveReportFields(p, answers).isCompleted).toBe(true);
    expect(p.Questions.find((q) => q.Id === 'Q10A-')?.Level).toBe(2);
  });

  it('health today is a vertical 0–10 slider scored as its value', () => {
    for (const lang of ['sv', 'en'] as const) {
      const p = prom(HEALTH_TODAY_ID, lang);
      const q = p.Questions[0]!;
      expect([q.QuestionType, q.AnswerType, q.Style, q.MinValue, q.MaxValue]).toEqual(['slider', 'integer', 'vertical', 0, 10]);
      expect(scoreAnswers(p, setValue(p, [], 'Q1-', 7))).toEqual({ Score: 7, NormalizedScore: 70 });
      expect(scoreAnswers(p, setValue(p, [], 'Q1-', 10))).toEqual({ Score: 10, NormalizedScore: 100 });
      expect(displayedScore(p, { Score: 7, NormalizedScore: 70 })).toEqual({ Score: 7, NormalizedScore: 70 });
    }
    expect(prom(HEALTH_TODAY_ID, 'sv').Questions[0]!.Answers.map((a) => a.Text)).toEqual(['Bästa tänkbara hälsa', 'Sämsta tänkbara hälsa']);
    expect(prom(HEALTH_TODAY_ID, 'en').Questions[0]!.Answers.map((a) => a.Text)).toEqual([
      'Best health you can imagine',
      'Worst health you can imagine',
    ]);
  });

  it('the screening questionnaire: No to Q1 skips Q2 and passes; Yes then No fails', () => {
    const p = prom(SCREENING_PROM_ID, 'sv');
    const no = chooseAnswer(p, [], SCREENING_IDS.q1, SCREENING_IDS.q1No);
    expect(visibility(p, no).hiddenQuestionIds).toEqual(new Set([SCREENING_IDS.q2]));
    expect(no.find((a) => a.QuestionId === SCREENING_IDS.q2)?.NotApplicable).toBe(true);
    expect(deriveReportFields(p, no).isCompleted).toBe(true);
    expect(screeningResult(p, no)).toBe('passed');
    expect(screeningFlag(p, no)).toBe(false);

    const yes = chooseAnswer(p, [], SCREENING_IDS.q1, SCREENING_IDS.q1Yes);
    expect(screeningResult(p, yes)).toBe('undecided');
    expect(deriveReportFields(p, yes).isCompleted).toBe(false);
    const yesNo = chooseAnswer(p, yes, SCREENING_IDS.q2, SCREENING_IDS.q2No);
    expect(screeningResult(p, yesNo)).toBe('failed');
    expect(screeningFlag(p, yesNo)).toBe(true);
    expect(screeningResult(p, chooseAnswer(p, yes, SCREENING_IDS.q2, SCREENING_IDS.q2Yes))).toBe('passed');

    // Changing Q1 to No clears the Q2 answer.
    const changed = chooseAnswer(p, yesNo, SCREENING_IDS.q1, SCREENING_IDS.q1No);
    expect(changed.find((a) => a.QuestionId === SCREENING_IDS.q2)).toMatchObject({ NotApplicable: true, AnswerIds: [] });
    expect(screeningResult(p, changed)).toBe('passed');
    expect(screeningResult(p, [])).toBe('undecided');
    expect(validateAnswers(p, changed)).toEqual({});
    expect(screeningFlag(prom(PHQ9_ID, 'sv'), yesNo)).toBe(false);
  });
});
