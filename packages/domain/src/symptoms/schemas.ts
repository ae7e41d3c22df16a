import type { RealtimeEventName } from '../realtime';
import { z } from '../zod';
import { NOTE_MAX, NOTE_MIN, NOTES_PAGE_SIZE, SCALE_MAX, SCALE_MIN, SIZE_SCALE, SYMPTOM_NAME_MAX } from '../constants';
import { SYMPTOM_TYPES } from '../entities/env';
import { IsoDateTime, Uuid, Version } from '../entities/common';
import { BODY_PARTS, ENCODED_COORDINATE_MAX, ENCODED_SIZE_MAX, MANIKIN_MODELS, SIDES } from './body';
import { nameLength } from './names';
import { withQuickSchema } from '../quick-schemas';

/**
 * Symptoms, symptom reports and symptom definitions (spec 1 §3, §5, §7). Coordinates are the
 * transport integers of body.ts (encodeCoordinate / encodeSize); the server stores and answers
 * them exactly as sent.
 */

export const SymptomModel = z.enum(MANIKIN_MODELS);
export const SymptomType = z.enum(SYMPTOM_TYPES);
export type SymptomType = z.infer<typeof SymptomType>;
const ChosenSide = z.enum(SIDES);
const BodyPartName = z.enum(BODY_PARTS);

/** An encoded coordinate: a whole number 0 to 200 000. */
export const EncodedCoordinate = z.number().int({ message: 'integer' }).min(0).max(ENCODED_COORDINATE_MAX);
/** An encoded size: a whole number 1 to 10 000 (size × 100). */
const EncodedSize = z.number().int({ message: 'integer' }).min(1).max(ENCODED_SIZE_MAX);

const EncodedVector = z.object({ X: EncodedCoordinate, Y: EncodedCoordinate, Z: EncodedCoordinate });
export type EncodedVector = z.infer<typeof EncodedVector>;

/** A mark (SymptomPoint): X, Y, Z and Size, size 1 (100 encoded) unless given. */
export const SymptomPoint = EncodedVector.extend({ Size: EncodedSize.default(SIZE_SCALE) });
export type SymptomPoint = z.infer<typeof SymptomPoint>;

/** At most this many marks per symptom in one report. */
const SYMPTOM_POINTS_MAX = 2000;
/** At most this many symptoms in one report (the active maximum). */
const REPORT_SYMPTOMS_MAX = 20;

const stripNul = (v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : v);

/** A symptom or definition name: required, at most 60 letters once trimmed (spec 1 §5). */
const SymptomName = z.preprocess(
  stripNul,
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'required', input: value });
      else if (nameLength(value) > SYMPTOM_NAME_MAX)
        ctx.addIssue({ code: 'too_big', origin: 'string', maximum: SYMPTOM_NAME_MAX, inclusive: true, input: value });
    }),
);

const emptyToNull = (v: unknown) => {
  const s = stripNul(v);
  return typeof s === 'string' && s.trim() === '' ? null : s;
};

const SymptomDescription = z.preprocess(emptyToNull, z.string().trim().max(NOTE_MAX).nullable()).default(null);

/** A symptom's note in a report: 2 to 2000 letters, or none (spec 1 §5). */
const SymptomNote = z
  .preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const n = nameLength(value);
        if (n < NOTE_MIN) ctx.addIssue({ code: 'too_small', origin: 'string', minimum: NOTE_MIN, inclusive: true, input: value });
        if (n > NOTE_MAX) ctx.addIssue({ code: 'too_big', origin: 'string', maximum: NOTE_MAX, inclusive: true, input: value });
      })
      .nullable(),
  )
  .default(null);

const SymptomIntensity = z.number().int({ message: 'integer' }).min(SCALE_MIN).max(SCALE_MAX);

/** One report of a symptom in its history (Symptom.Reports). */
export const SymptomReportRef = z.object({ SymptomReportId: Uuid, CreatedDate: IsoDateTime, Intensity: SymptomIntensity });
export type SymptomReportRef = z.infer<typeof SymptomReportRef>;

/** Symptom (spec 1 §3). Open while ClosedDate is null. */
export const Symptom = z.object({
  Id: Uuid,
  Name: z.string(),
  Description: z.string().nullable(),
  Model: SymptomModel,
  Type: SymptomType,
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  ClosedDate: IsoDateTime.nullable(),
  IsClosed: z.boolean(),
  Reports: z.array(SymptomReportRef),
  Version: Version,
  IsFromSnomed: z.boolean(),
  Index: z.number().int(),
});
export type Symptom = z.infer<typeof Symptom>;

/** The symptom as embedded in a report symptom. */
const SymptomSummary = z.object({
  Id: Uuid,
  Name: z.string(),
  Description: z.string().nullable(),
  Type: SymptomType,
  CreatedDate: IsoDateTime,
  CreatedByPatient: z.boolean(),
});

/**
 * SymptomReportSymptom (spec 1 §3): the symptom as marked in one report. PosX/PosY/PosZ/Size is
 * the main position, which is always the first of SymptomPoints.
 */
export const SymptomReportSymptom = z.object({
  SymptomId: Uuid,
  Symptom: SymptomSummary,
  SymptomReportId: Uuid,
  Type: SymptomType,
  PosX: EncodedCoordinate,
  PosY: EncodedCoordinate,
  PosZ: EncodedCoordinate,
  Size: EncodedSize,
  CameraPosition: EncodedVector,
  SymptomPoints: z.array(SymptomPoint),
  BodyPart: BodyPartName.nullable(),
  Intensity: SymptomIntensity,
  Note: z.string().nullable(),
  PatientModelChosenSide: ChosenSide.nullable(),
  CreatedDate: IsoDateTime,
  ClosedDate: IsoDateTime.nullable(),
  IsClosed: z.boolean(),
  Version: Version,
});
export type SymptomReportSymptom = z.infer<typeof SymptomReportSymptom>;

/** SymptomReport (spec 1 §3). */
export const SymptomReport = z.object({
  Id: Uuid,
  Model: SymptomModel,
  Symptoms: z.array(SymptomReportSymptom),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  Version: Version,
});
export type SymptomReport = z.infer<typeof SymptomReport>;

/** A new symptom named in a report: what the patient may set of it. */
const NewSymptomInput = z.object({ Name: SymptomName, Description: SymptomDescription });

/**
 * A symptom as sent in a report: either an existing symptom (SymptomId) or a new one (Symptom with
 * Name). Ids, dates, versions and the main position are not taken from the client: the main
 * position is the first mark.
 */
const symptomInputFields = {
  SymptomId: Uuid.optional(),
  Symptom: NewSymptomInput.optional(),
  Type: SymptomType.default('generic'),
  CameraPosition: EncodedVector,
  SymptomPoints: z.array(SymptomPoint).min(1).max(SYMPTOM_POINTS_MAX),
  BodyPart: BodyPartName.nullable().default(null),
  Intensity: SymptomIntensity,
  Note: SymptomNote,
  PatientModelChosenSide: ChosenSide.nullable().default(null),
};

const existingOrNew = (value: { SymptomId?: string; Symptom?: unknown }, ctx: z.RefinementCtx) => {
  if ((value.SymptomId === undefined) === (value.Symptom === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['SymptomId'], input: value.SymptomId });
  }
};

export const SymptomReportSymptomInput = z.object(symptomInputFields).superRefine(existingOrNew);
export type SymptomReportSymptomInput = z.infer<typeof SymptomReportSymptomInput>;

const reportSymptoms = (item: z.ZodType<SymptomReportSymptomInput>) =>
  z
    .array(item)
    .min(1)
    .max(REPORT_SYMPTOMS_MAX)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((value, i) => {
        if (!value.SymptomId) return;
        if (seen.has(value.SymptomId)) ctx.addIssue({ code: 'custom', message: 'value', path: [i, 'SymptomId'], input: value.SymptomId });
        seen.add(value.SymptomId);
      });
    });

const isCoordinate = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= ENCODED_COORDINATE_MAX;

/**
 * The marks as SymptomPoint parses them, or null when one is not plainly valid: an object with
 * whole-number X, Y, Z and Size in range (a missing Size, which SymptomPoint fills in, is left to
 * the full schema). Fresh objects, so properties SymptomPoint would drop are dropped here too.
 */
export function plainMarks(points: readonly unknown[]): SymptomPoint[] | null {
  const marks = new Array<SymptomPoint>(points.length);
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Record<string, unknown> | null;
    if (typeof p !== 'object' || p === null) return null;
    const { X, Y, Z, Size } = p;
    if (!isCoordinate(X) || !isCoordinate(Y) || !isCoordinate(Z)) return null;
    if (!Number.isInteger(Size) || (Size as number) < 1 || (Size as number) > ENCODED_SIZE_MAX) return null;
    marks[i] = { X, Y, Z, Size: Size as number };
  }
  return marks;
}

const QuickMarks = z
  .array(z.unknown())
  .min(1)
  .max(SYMPTOM_POINTS_MAX)
  .transform((points, ctx) => {
    const marks = plainMarks(points);
    if (marks) return marks;
    ctx.addIssue({ code: 'custom', message: 'value', input: points });
    return z.NEVER;
  });

const QuickSymptomInput = z.object({ ...symptomInputFields, SymptomPoints: QuickMarks }).superRefine(existingOrNew);

/** What a client may send to create a report; Id, dates and Version are dropped. */
export const SymptomReportCreate = withQuickSchema(
  z.object({ Model: SymptomModel, Symptoms: reportSymptoms(SymptomReportSymptomInput) }),
  z.object({ Model: SymptomModel, Symptoms: reportSymptoms(QuickSymptomInput) }),
);
export type SymptomReportCreate = z.infer<typeof SymptomReportCreate>;

/** What a client may send to change a report: the whole new list and the Version it loaded. */
export const SymptomReportUpdate = withQuickSchema(
  SymptomReportCreate.extend({ Version: Version }),
  z.object({ Model: SymptomModel, Symptoms: reportSymptoms(QuickSymptomInput), Version: Version }),
);
export type SymptomReportUpdate = z.infer<typeof SymptomReportUpdate>;

/** `PUT my/symptoms/{id}`: name, description and the Version loaded. */
export const SymptomUpdate = z.object({ Name: SymptomName, Description: SymptomDescription, Version: Version });
export type SymptomUpdate = z.infer<typeof SymptomUpdate>;

/** `GET my/symptomreports?page=&take=&from=`: newest first; `from` limits to reports since then (the 30-day recent window). */
export const SymptomReportsQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE),
  from: IsoDateTime.optional(),
});
export type SymptomReportsQuery = z.infer<typeof SymptomReportsQuery>;

/** SymptomDefinition (spec 1 §3). PatientId is null for the standard-terminology definitions. */
export const SymptomDefinition = z.object({
  Id: Uuid,
  Name: z.string(),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  PatientId: Uuid.nullable(),
  Version: Version,
  Index: z.number().int(),
  IsFromSnomed: z.boolean(),
  /** SNOMED CT concept id of a standard definition, when known. */
  SnomedCode: z.string().nullable(),
});
export type SymptomDefinition = z.infer<typeof SymptomDefinition>;

export const SymptomDefinitionCreate = z.object({ Name: SymptomName });
export type SymptomDefinitionCreate = z.infer<typeof SymptomDefinitionCreate>;

/** Realtime event names (spec 3 §7), payload `{ SymptomReportId }` or `{ SymptomId }`. */
export const SymptomReportEvents = {
  created: 'SymptomReportCreated',
  updated: 'SymptomReportUpdated',
  deleted: 'SymptomReportDeleted',
} as const satisfies Record<string, RealtimeEventName>;
/** A symptom renamed, ended or restored from the trash: `updated`; deleted into the trash or purged: `deleted`. */
export const SymptomEvents = { updated: 'SymptomUpdated', deleted: 'SymptomDeleted' } as const satisfies Record<string, RealtimeEventName>;
