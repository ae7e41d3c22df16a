import {
  GAD7_ID,
  luhnCheckDigit,
  nameKey,
  PHQ9_ID,
  shippedProm,
  STATUS_AREAS,
  WHO5_ID,
  type Model,
  type Prom,
  type StatusReportItemInput,
} from '@symptoms/domain';
import { sql } from '../db/sql';
import type { Deps } from '../deps';
import { createUser } from '../identity/users/service';
import type { Scope } from '../platform/records';
import { systemRecords } from '../platform/records/system';
import { promReportRecords } from '../api/promreports/records';
import { statusReportRecords } from '../api/statusreports/records';
import { encodeMarks } from '../api/symptomreports/marks';
import { storedSymptom } from '../api/symptomreports/mapping';
import { symptomReportRecords } from '../api/symptomreports/records';
import { symptomRecords } from '../api/symptoms/records';
import { uploadRecords } from '../api/uploads/records';
import { consentToAll } from './contracts';
import { clamp, random, stockholmMoment, statusAnswers } from './demo-curves';
import type { SeedStep } from './demo';
import { DEMO_ORGANIZATION, STUDY_GROUP } from './demo-accounts';
import { answersFor, PNG, promReportRow, statusReportRow } from './demo-history';

/** How many synthetic participants the study has, and over how many days they joined. */
export const COHORT_SIZE = 40;
const FIRST_JOINED_DAYS_AGO = 180;
const LAST_JOINED_DAYS_AGO = 14;

const NAMES = {
  female: [
    'Anna',
    'Eva',
    'Maria',
    'Karin',
    'Sofia',
    'Elin',
    'Ida',
    'Emma',
    'Linnea',
    'Hanna',
    'Frida',
    'Ebba',
    'Klara',
    'Maja',
    'Wilma',
    'Alice',
    'Agnes',
    'Stina',
    'Ingrid',
    'Astrid',
  ],
  male: [
    'Lars',
    'Anders',
    'Johan',
    'Per',
    'Mikael',
    'Nils',
    'Oskar',
    'Gustav',
    'Axel',
    'Viktor',
    'Emil',
    'Filip',
    'Hugo',
    'Arvid',
    'Ludvig',
    'Elias',
    'Leo',
    'Måns',
    'Sten',
    'Bo',
  ],
  last: [
    'Lindqvist',
    'Sjöberg',
    'Wallin',
    'Engström',
    'Hedlund',
    'Åberg',
    'Forsberg',
    'Sandberg',
    'Holmgren',
    'Nyström',
    'Lundgren',
    'Björk',
    'Dahl',
    'Falk',
    'Hellström',
    'Isaksson',
    'Jakobsson',
    'Kvist',
    'Mattsson',
    'Östlund',
  ],
} as const;

/** Where the cohort's symptoms sit: body parts' middles on each figure (encoded), front and back. */
type Region = { part: string; name: string; at: Record<Model, { X: number; Y: number; Z: number }> };
const REGIONS: readonly Region[] = [
  {
    part: 'lower back',
    name: 'Ont i ländryggen',
    at: { male: { X: 100044, Y: 110816, Z: 99216 }, female: { X: 100038, Y: 110202, Z: 99660 } },
  },
  {
    part: 'back',
    name: 'Ont mellan skulderbladen',
    at: { male: { X: 100056, Y: 113342, Z: 99174 }, female: { X: 100046, Y: 112584, Z: 99653 } },
  },
  { part: 'neck', name: 'Stel nacke', at: { male: { X: 100047, Y: 115325, Z: 99654 }, female: { X: 100044, Y: 114457, Z: 99994 } } },
  { part: 'head', name: 'Huvudvärk', at: { male: { X: 100317, Y: 117522, Z: 100187 }, female: { X: 100041, Y: 116597, Z: 100547 } } },
  {
    part: 'right shoulder',
    name: 'Ont i höger axel',
    at: { male: { X: 98462, Y: 114379, Z: 100139 }, female: { X: 98610, Y: 113476, Z: 100494 } },
  },
  {
    part: 'left knee',
    name: 'Ont i vänster knä',
    at: { male: { X: 100136, Y: 104898, Z: 99959 }, female: { X: 101215, Y: 104617, Z: 100311 } },
  },
  { part: 'stomach', name: 'Magont', at: { male: { X: 100045, Y: 110499, Z: 101245 }, female: { X: 100041, Y: 109903, Z: 101516 } } },
  {
    part: 'chest',
    name: 'Tryck över bröstet',
    at: { male: { X: 100056, Y: 113342, Z: 101384 }, female: { X: 100047, Y: 112451, Z: 101613 } },
  },
  {
    part: 'right hip',
    name: 'Ont i höger höft',
    at: { male: { X: 98564, Y: 109490, Z: 100250 }, female: { X: 98419, Y: 108716, Z: 100600 } },
  },
];

/** How often a participant reports: from nearly every day to now and then. */
const ADHERENCE = [0.95, 0.85, 0.7, 0.55, 0.35, 0.15] as const;

interface Participant {
  index: number;
  firstName: string;
  lastName: string;
  gender: Model;
  email: string;
  personnummer: string;
  /** Proven by BankID (as the seed does for the demo's people), or only claimed. */
  proven: boolean;
  joinedDaysAgo: number;
  adherence: number;
  regions: Region[];
  /** A PHQ-9 item 9 above "not at all" in the latest answer: one participant, so the risk flag shows in the demo. */
  risk: boolean;
}

/**
 * Synthetic personnummer that cannot be real people: one birth year each (1950–1989), and a birth
 * number in 980–999, the series Skatteverket keeps for test numbers, with its check digit.
 */
function personnummerOf(index: number, gender: Model): string {
  const year = String(50 + index).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String((index % 28) + 1).padStart(2, '0');
  const nine = `${year}${month}${day}98${gender === 'male' ? 1 + 2 * (index % 5) : 2 * (index % 5)}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

export function cohort(): Participant[] {
  return Array.from({ length: COHORT_SIZE }, (_, index) => {
    const noise = random(7_000 + index);
    const gender: Model = index % 2 === 0 ? 'female' : 'male';
    const first = (gender === 'female' ? NAMES.female : NAMES.male)[Math.floor(index / 2) % 20]!;
    const regionCount = 1 + Math.floor(noise() * 3);
    const start = Math.floor(noise() * REGIONS.length);
    return {
      index,
      firstName: first,
      lastName: NAMES.last[(index * 7) % NAMES.last.length]!,
      gender,
      email: `kohort${String(index + 1).padStart(2, '0')}@example.com`,
      personnummer: personnummerOf(index, gender),
      proven: index % 5 !== 4,
      joinedDaysAgo: Math.round(FIRST_JOINED_DAYS_AGO - ((FIRST_JOINED_DAYS_AGO - LAST_JOINED_DAYS_AGO) * index) / (COHORT_SIZE - 1)),
      adherence: ADHERENCE[index % ADHERENCE.length]!,
      regions: Array.from({ length: regionCount }, (_, i) => REGIONS[(start + i * 2) % REGIONS.length]!),
      risk: index === 9,
    };
  });
}

/** Daily status reports on the days the participant kept up, their levels offset from the demo's curves. */
function statusRows(scope: Scope, p: Participant, now: Date, noise: () => number) {
  const offset = (noise() - 0.5) * 4;
  const rows = [];
  for (let daysAgo = p.joinedDaysAgo; daysAgo >= 1; daysAgo--) {
    if (noise() > p.adherence) continue;
    const when = stockholmMoment(now, daysAgo, 7 + Math.floor(noise() * 14), Math.floor(noise() * 60)).toISOString();
    const answers = statusAnswers((p.joinedDaysAgo - daysAgo) / p.joinedDaysAgo, daysAgo, noise);
    const items: StatusReportItemInput[] = STATUS_AREAS.flatMap((Type) =>
      answers[Type] === undefined || noise() < 0.25 ? [] : [{ Type, Intensity: clamp(answers[Type] + offset, 0, 10) }],
    );
    if (items.length === 0) continue;
    rows.push(statusReportRow(scope, items, when));
  }
  return rows;
}

/** A completed report of `prom` with a total of `total`, `daysAgo` days before now. */
function promRow(prom: Prom, total: number, daysAgo: number, now: Date, noise: () => number, item9 = 0) {
  const when = stockholmMoment(now, daysAgo, 19, Math.floor(noise() * 50)).toISOString();
  return promReportRow(prom, answersFor(prom, total, noise, item9), when);
}

function promRows(p: Participant, now: Date, noise: () => number) {
  const level = 4 + noise() * 14;
  const plan = [shippedProm(PHQ9_ID, 'sv')!, shippedProm(GAD7_ID, 'sv')!];
  const rows = [];
  if (noise() < p.adherence + 0.1)
    rows.push(promRow(shippedProm(WHO5_ID, 'sv')!, 4 + Math.floor(noise() * 10), p.joinedDaysAgo - 1, now, noise));
  for (let daysAgo = p.joinedDaysAgo - 1; daysAgo >= 2; daysAgo -= 14) {
    for (const prom of plan) {
      const recent = daysAgo < 16;
      // The participant with the risk answer never skips their latest PHQ-9, so the demo shows its flag.
      if (noise() > Math.max(p.adherence, 0.3) && !(p.risk && recent)) continue;
      const total = clamp(level * (0.7 + 0.3 * (daysAgo / p.joinedDaysAgo)) + (noise() - 0.5) * 4, 0, prom.Scoring.Max);
      rows.push(promRow(prom, total, daysAgo, now, noise, p.risk && recent ? 2 : 0));
    }
  }
  return rows;
}

/** A patch of marks around a part's middle, wider the stronger it is. */
function patch(at: { X: number; Y: number; Z: number }, intensity: number, noise: () => number) {
  const width = 200 + intensity * 45;
  return Array.from({ length: 2 + Math.floor(noise() * 5) }, () => ({
    X: Math.round(at.X + (noise() - 0.5) * width),
    Y: Math.round(at.Y + (noise() - 0.5) * width),
    Z: at.Z,
    Size: 100 + Math.floor(noise() * 100),
  }));
}

/** The participant's symptoms (one per region) and a symptom report every few days they kept up, intensities 1–9. */
async function symptomHistory(scope: Scope, p: Participant, now: Date, noise: () => number): Promise<void> {
  const start = stockholmMoment(now, p.joinedDaysAgo, 9, 0).toISOString();
  const symptoms = await scope.of(symptomRecords).insertMany(
    p.regions.map((region) => ({
      name: region.name,
      name_key: nameKey(region.name),
      description: null,
      model: p.gender,
      type: 'pain',
      created_date: start,
      modified_date: start,
      closed_date: null,
    })),
  );
  const base = p.regions.map(() => 1 + Math.floor(noise() * 7));
  const rows = [];
  for (let daysAgo = p.joinedDaysAgo; daysAgo >= 1; daysAgo -= 3 + Math.floor(noise() * 5)) {
    if (noise() > p.adherence) continue;
    const when = stockholmMoment(now, daysAgo, 20, Math.floor(noise() * 50)).toISOString();
    const inputs = p.regions.map((region, i) => {
      const intensity = clamp(base[i]! + (noise() - 0.5) * 4, 1, 9);
      const at = region.at[p.gender];
      return {
        SymptomId: symptoms[i]!.id as string,
        Type: 'pain' as const,
        CameraPosition: { X: 100_000, Y: at.Y, Z: at.Z < 100_000 ? 60_000 : 140_000 },
        SymptomPoints: patch(at, intensity, noise),
        BodyPart: region.part,
        Intensity: intensity,
        Note: null,
        PatientModelChosenSide: null,
      };
    });
    const stored = inputs.map((s) => storedSymptom(s as never, s.SymptomId));
    rows.push({
      model: p.gender,
      symptoms: JSON.stringify(stored),
      marks: inputs.map((s) => encodeMarks(s.SymptomPoints)),
      symptom_ids: stored.map((s) => s.SymptomId),
      symptom_count: stored.length,
      created_date: when,
      modified_date: when,
    });
  }
  await scope.of(symptomReportRecords).insertMany(rows);
}

/** The study's day-14 task: the activity diary of weeks 1–2, uploaded by those who keep up (most of the time). */
async function activityDiary(scope: Scope, p: Participant, now: Date, noise: () => number): Promise<void> {
  const daysAgo = p.joinedDaysAgo - 15;
  if (daysAgo < 1 || noise() > p.adherence) return;
  const when = stockholmMoment(now, daysAgo, 18, Math.floor(noise() * 50)).toISOString();
  await scope
    .of(uploadRecords)
    .insert({ file_name: 'aktivitetsdagbok-vecka-1-2.png', mime_type: 'image/png', size_bytes: PNG.length, data: PNG, created_date: when });
}

/** One participant made as a patient is: an account in Symptoms and the study, consent to every contract asked, joined on their day. */
async function enrol(deps: Deps, p: Participant): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    if ((await tx.query(sql`SELECT 1 FROM users WHERE lower(email) = ${p.email}`)).length > 0) return null;
    const ids = await createUser(tx, {
      personnummer: p.personnummer,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      memberships: [
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: DEMO_ORGANIZATION.id, groupId: STUDY_GROUP, roleId: 'pat' },
      ],
      // Most are known to the study (proven, as the demo's people are); some only claimed their number at registration.
      ...(p.proven ? { proof: 'seed' as const } : {}),
    });
    await tx.query(
      sql`UPDATE memberships SET joined_date = now() - make_interval(days => ${p.joinedDaysAgo})
           WHERE user_id = ${ids.userId}::uuid AND group_id = ${STUDY_GROUP}`,
    );
    await consentToAll(tx, { id: ids.userId, patientId: ids.patientId, name: `${p.firstName} ${p.lastName}`, role: 'pat' });
    return ids.patientId;
  });
}

/**
 * The study's cohort: 40 synthetic participants who joined over six months, with daily status
 * reports, PHQ-9 and GAD-7 every two weeks and symptoms in several body regions, each as often as
 * they kept up (from nearly daily to now and then). Each is a patient made as patients are, who
 * consented to the study's contracts; their history is written through the records layer as the
 * system, one statement a table (insertMany) so that the first start stays quick. Seeded once per
 * participant (by e-mail), with the demo history (SEED_DEMO_HISTORY). The study offers the
 * questionnaires they answer (WHO-5, PHQ-9, GAD-7), so that its PROM export holds them.
 */
export const studyCohortSeed: SeedStep = {
  name: 'the study cohort',
  async run(deps) {
    const now = new Date();
    // The study offers the questionnaires its schema and its cohort answer, so that its PROM export holds them.
    await deps.db.query(
      sql`INSERT INTO prom_groups (group_id, prom_id, organization_id)
          SELECT ${STUDY_GROUP}, id, ${DEMO_ORGANIZATION.id} FROM proms WHERE id = ANY(${[WHO5_ID, PHQ9_ID, GAD7_ID]}::text[])
          ON CONFLICT DO NOTHING`,
    );
    for (const p of cohort()) {
      const patientId = await enrol(deps, p);
      if (!patientId) continue;
      const noise = random(9_000 + p.index);
      await systemRecords(deps, patientId).transaction(async (scope) => {
        await scope.of(statusReportRecords).insertMany(statusRows(scope, p, now, noise));
        await scope.of(promReportRecords).insertMany(promRows(p, now, noise));
        await symptomHistory(scope, p, now, noise);
        await activityDiary(scope, p, now, noise);
      });
    }
  },
};
