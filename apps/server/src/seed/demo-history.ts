import {
  chooseAnswer,
  deriveReportFields,
  GAD7_ID,
  nameKey,
  PHQ9_ID,
  shippedProm,
  STATUS_AREAS,
  type AnsweredQuestion,
  type Prom,
  type StatusReportItemInput,
  type SymptomPoint,
} from '@symptoms/domain';
import { sql } from '../db/sql';
import type { Deps } from '../deps';
import type { Scope } from '../platform/records';
import { systemRecords } from '../platform/records/system';
import { noteRecords } from '../api/notes/records';
import { promReportRecords } from '../api/promreports/records';
import { intensitiesOf, statusReportRecords, storedItemsSql } from '../api/statusreports/records';
import { encodeMarks } from '../api/symptomreports/marks';
import { storedSymptom } from '../api/symptomreports/mapping';
import { symptomReportRecords } from '../api/symptomreports/records';
import { symptomRecords } from '../api/symptoms/records';
import { uploadRecords } from '../api/uploads/records';
import { clamp, random, spread, stockholmMoment, statusAnswers } from './demo-curves';
import type { SeedStep } from './demo';
import { shareWithDemoPhysician } from './demo-share';

const DEMO_PATIENT_EMAIL = 'patient@example.com';
/** Six months of days, the oldest first. */
const DAYS = 182;
/** A report is left out on about one day in eight, as people do. */
const SKIP_DAY = 0.12;

async function demoPatientId(deps: Deps): Promise<string | undefined> {
  const [row] = await deps.db.query<{ id: string }>(
    sql`SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE lower(u.email) = ${DEMO_PATIENT_EMAIL}`,
  );
  return row?.id;
}

/** Seeded once: only while the patient has no status report (a demo emptied by hand gets its history back on a restart). */
async function alreadySeeded(scope: Scope): Promise<boolean> {
  return (await scope.of(statusReportRecords).count()) > 0;
}

async function statusReports(scope: Scope, now: Date): Promise<void> {
  const noise = random(25);
  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
    if (noise() < SKIP_DAY) continue;
    const when = stockholmMoment(now, daysAgo, 7 + Math.floor(noise() * 14), Math.floor(noise() * 60)).toISOString();
    const answers = statusAnswers((DAYS - daysAgo) / DAYS, daysAgo, noise);
    const items: StatusReportItemInput[] = STATUS_AREAS.flatMap((Type) =>
      answers[Type] === undefined ? [] : [{ Type, Intensity: answers[Type] }],
    );
    await scope.of(statusReportRecords).insert(statusReportRow(scope, items, when));
  }
}

/**
 * Answers a questionnaire's scored items so that they sum to `total`; the difficulty item by how
 * high it is. Item 9 of PHQ-9 is `item9` (0 unless a seed asks for the risk guidance).
 */
/** A status report's row as the patient would have saved it at `when`, in Swedish. */
export function statusReportRow(scope: Scope, items: StatusReportItemInput[], when: string) {
  return {
    items: storedItemsSql(
      scope,
      items,
      items.map(() => 'sv'),
      sql`${when}::timestamptz`,
    ),
    prom_suggestions: '[]',
    item_count: items.length,
    intensities: intensitiesOf(items),
    created_date: when,
    modified_date: when,
  };
}

/** A completed report's row, with the fields the product's engine derives from the answers. */
export function promReportRow(prom: Prom, answers: AnsweredQuestion[], when: string) {
  const derived = deriveReportFields(prom, answers);
  return {
    prom_id: prom.Id,
    language_id: prom.Language,
    note: null,
    answers: JSON.stringify(answers),
    answer_count: derived.AnswerCount,
    question_count: derived.QuestionCount,
    percent_completed: derived.percentCompleted,
    score: derived.Score,
    normalized_score: derived.NormalizedScore,
    completed_date: when,
    created_date: when,
    modified_date: when,
  };
}

export function answersFor(prom: Prom, total: number, noise: () => number, item9 = 0): AnsweredQuestion[] {
  const values = spread(total, prom.Scoring.QuestionIds.length, noise);
  let answers: AnsweredQuestion[] = [];
  prom.Scoring.QuestionIds.forEach((id, i) => {
    const question = prom.Questions.find((q) => q.Id === id)!;
    // Item 9 of PHQ-9 stays "Inte alls" unless asked: a positive one calls for the risk guidance.
    const value = prom.Id === PHQ9_ID && id === 'Q9-' ? item9 : values[i]!;
    answers = chooseAnswer(prom, answers, id, question.Answers.find((a) => a.ExportValue === value)!.Id);
  });
  const difficulty = prom.Questions.find((q) => !q.Required && !prom.Scoring.QuestionIds.includes(q.Id));
  if (difficulty) answers = chooseAnswer(prom, answers, difficulty.Id, difficulty.Answers[clamp(total / 7, 0, 3)]!.Id);
  return answers;
}

/** PHQ-9 and GAD-7 every two weeks, their totals falling with the rest of the history. */
async function questionnaires(scope: Scope, now: Date): Promise<void> {
  const noise = random(9);
  const plan = [
    { prom: shippedProm(PHQ9_ID, 'sv')!, from: 15, to: 6 },
    { prom: shippedProm(GAD7_ID, 'sv')!, from: 12, to: 5 },
  ];
  for (let daysAgo = DAYS - 4; daysAgo >= 3; daysAgo -= 14) {
    const progress = (DAYS - daysAgo) / DAYS;
    for (const { prom, from, to } of plan) {
      const when = stockholmMoment(now, daysAgo, 19, 10 + Math.floor(noise() * 40)).toISOString();
      const total = clamp(from + (to - from) * progress + (noise() - 0.5) * 3, 0, prom.Scoring.Max);
      await scope.of(promReportRecords).insert(promReportRow(prom, answersFor(prom, total, noise), when));
    }
  }
}

/** Where the demo marks go: the anchors of the male figure's parts (encoded), and a camera that sees them. */
interface Place {
  part: 'lower back' | 'right knee';
  centre: { X: number; Y: number; Z: number };
  camera: { X: number; Y: number; Z: number };
}
const PLACES: Record<'back' | 'knee', Place> = {
  back: { part: 'lower back', centre: { X: 100_044, Y: 110_816, Z: 99_216 }, camera: { X: 100_000, Y: 109_000, Z: 60_000 } },
  knee: { part: 'right knee', centre: { X: 99_864, Y: 104_898, Z: 99_959 }, camera: { X: 100_000, Y: 105_000, Z: 140_000 } },
};

function marks(centre: { X: number; Y: number; Z: number }, spreadBy: number, noise: () => number): SymptomPoint[] {
  return Array.from({ length: 3 + Math.floor(noise() * 4) }, () => ({
    X: Math.round(centre.X + (noise() - 0.5) * spreadBy),
    Y: Math.round(centre.Y + (noise() - 0.5) * spreadBy),
    Z: centre.Z,
    Size: 100 + Math.floor(noise() * 100),
  }));
}

/** Two recurring symptoms: back pain all along, a knee that hurt for three months and ended. */
async function symptoms(scope: Scope, now: Date): Promise<void> {
  const noise = random(4);
  const start = stockholmMoment(now, DAYS, 9, 0).toISOString();
  const kneeEnded = stockholmMoment(now, 88, 18, 0).toISOString();
  const symptom = async (name: string, closed: string | null) =>
    (await scope.of(symptomRecords).insert({
      name,
      name_key: nameKey(name),
      description: null,
      model: 'male',
      type: 'pain',
      created_date: start,
      modified_date: closed ?? start,
      closed_date: closed,
    }))!.id as string;
  const back = await symptom('Ryggont', null);
  const knee = await symptom('Ont i höger knä', kneeEnded);
  for (let daysAgo = DAYS; daysAgo >= 2; daysAgo -= 4 + Math.floor(noise() * 4)) {
    const progress = (DAYS - daysAgo) / DAYS;
    const when = stockholmMoment(now, daysAgo, 20, Math.floor(noise() * 50)).toISOString();
    const pain = statusAnswers(progress, daysAgo, noise).pain ?? 4;
    const entries = [{ id: back, place: PLACES.back, intensity: pain }];
    if (daysAgo > 88) entries.push({ id: knee, place: PLACES.knee, intensity: clamp(5 - 3 * progress * 2 + (noise() - 0.5) * 2, 1, 10) });
    const inputs = entries.map((e) => ({
      SymptomId: e.id,
      Type: 'pain' as const,
      CameraPosition: e.place.camera,
      SymptomPoints: marks(e.place.centre, 250 + e.intensity * 40, noise),
      BodyPart: e.place.part,
      Intensity: e.intensity,
      Note: null,
      PatientModelChosenSide: null,
    }));
    const stored = inputs.map((s) => storedSymptom(s as never, s.SymptomId));
    await scope.of(symptomReportRecords).insert({
      model: 'male',
      symptoms: JSON.stringify(stored),
      marks: inputs.map((s) => encodeMarks(s.SymptomPoints)),
      symptom_ids: stored.map((s) => s.SymptomId),
      symptom_count: stored.length,
      created_date: when,
      modified_date: when,
    });
  }
}

const NOTES: readonly [number, string][] = [
  [170, 'Första besöket på smärtmottagningen. Fick tips om att röra på mig varje dag, även när det gör ont.'],
  [141, 'Ryggen värre igen sedan flytten. Sover dåligt.'],
  [128, 'Började med sjukgymnastik två gånger i veckan.'],
  [96, 'Knät känns mycket bättre, klarade en promenad på 5 km.'],
  [61, 'Bra vecka. Orkade träffa vänner på lördagen.'],
  [33, 'Blodprover tagna inför återbesöket, laddade upp svaret.'],
  [12, 'Återbesök: fortsätta med träningen, minska värktabletterna.'],
];

/** A 1×1 PNG: the demo's uploaded files (a lab result, the study cohort's activity diaries). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function notesAndUpload(scope: Scope, now: Date): Promise<void> {
  for (const [daysAgo, content] of NOTES) {
    const when = stockholmMoment(now, daysAgo, 21, 15).toISOString();
    await scope.of(noteRecords).insert({ content, created_date: when, modified_date: when });
  }
  const when = stockholmMoment(now, 33, 17, 40).toISOString();
  await scope
    .of(uploadRecords)
    .insert({ file_name: 'provsvar-blodprov.png', mime_type: 'image/png', size_bytes: PNG.length, data: PNG, created_date: when });
}

/**
 * Six months of believable history for the demo patient, so that the first look at home, graphs,
 * history and calendar shows what the product is for: daily status reports with trends, two
 * recurring symptoms on the figure (one ended), PHQ-9 and GAD-7 every two weeks, notes and an
 * upload (the open PROM request is the PROM seed's), shared with the demo physician. Written through the records layer as the
 * system, with an audit row each; seeded once; never in production (the demo is refused there).
 */
export const demoHistorySeed: SeedStep = {
  name: "the demo patient's six months",
  async run(deps) {
    const patientId = await demoPatientId(deps);
    if (!patientId) return;
    const scope = systemRecords(deps, patientId);
    if (await alreadySeeded(scope)) return;
    const now = new Date();
    await scope.transaction(async (tx) => {
      await statusReports(tx, now);
      await questionnaires(tx, now);
      await symptoms(tx, now);
      await notesAndUpload(tx, now);
    });
    await shareWithDemoPhysician(deps, patientId);
  },
};
