import { z } from '../zod';
import { IsoDate } from '../entities/common';
import { EncodedCoordinate, SymptomModel } from './schemas';

/**
 * The group's symptom map (spec 3 §2 groupsymptoms): every mark of the active group's patients'
 * symptom reports on one body model in a range of Stockholm days, gathered into cells so the
 * answer stays small however many reports there are.
 */

/** At most this many days in one map (a year, leap day included). */
export const GROUP_MAP_DAYS_MAX = 366;
/** Marks within this many encoded units (0.25 model units) of each other share a cell. */
export const GROUP_MAP_CELL = 250;

export const GroupSymptomMapParams = z
  .object({ model: SymptomModel, from: IsoDate, to: IsoDate })
  .refine((p) => p.from <= p.to, { message: 'fromAfterTo', path: ['to'] })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < GROUP_MAP_DAYS_MAX, {
    message: 'rangeTooLong',
    path: ['to'],
  });
export type GroupSymptomMapParams = z.infer<typeof GroupSymptomMapParams>;

/** One cell: its centre, how many marks fell in it and their mean intensity (0–10, ungraded marks left out). */
export const GroupSymptomCell = z.object({
  X: EncodedCoordinate,
  Y: EncodedCoordinate,
  Z: EncodedCoordinate,
  Marks: z.number().int(),
  Intensity: z.number().nullable(),
});
export type GroupSymptomCell = z.infer<typeof GroupSymptomCell>;

export const GroupSymptomMap = z.object({
  Model: SymptomModel,
  From: IsoDate,
  To: IsoDate,
  Patients: z.number().int(),
  Reports: z.number().int(),
  Cells: z.array(GroupSymptomCell),
});
export type GroupSymptomMap = z.infer<typeof GroupSymptomMap>;
