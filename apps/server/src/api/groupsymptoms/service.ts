import {
  fromStockholmWallMs,
  GROUP_MAP_CELL,
  type GroupSymptomCell,
  type GroupSymptomMap,
  type GroupSymptomMapParams,
} from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { decodeMarks } from '../symptomreports/marks';
import { groupRecords } from '../../platform/records';
import { reportMarks } from './records';

const DAY_MS = 86_400_000;
/** The instant a Stockholm day (YYYY-MM-DD) starts. */
const dayStart = (day: string) => new Date(fromStockholmWallMs(Date.parse(`${day}T00:00:00Z`)));

interface Tally {
  x: number;
  y: number;
  z: number;
  marks: number;
  graded: number;
  intensitySum: number;
}

const cellOf = (v: number) => Math.floor(v / GROUP_MAP_CELL);
const centre = (cell: number) => cell * GROUP_MAP_CELL + GROUP_MAP_CELL / 2;

/** Every mark of the active group's patients' reports in the range, counted per cell; no mark leaves alone. */
export async function groupSymptomMap(deps: Deps, ctx: RequestContext, params: GroupSymptomMapParams): Promise<GroupSymptomMap> {
  const from = dayStart(params.from);
  const to = new Date(fromStockholmWallMs(Date.parse(`${params.to}T00:00:00Z`) + DAY_MS));
  const cells = new Map<string, Tally>();
  const rows = await reportMarks(groupRecords(deps, ctx), params.model, from, to);
  for (const row of rows) {
    row.marks.forEach((bytes, i) => {
      const intensity = row.intensities[i] ?? null;
      for (const p of decodeMarks(bytes)) {
        const [x, y, z] = [cellOf(p.X), cellOf(p.Y), cellOf(p.Z)];
        const key = `${x},${y},${z}`;
        const tally = cells.get(key) ?? { x, y, z, marks: 0, graded: 0, intensitySum: 0 };
        tally.marks++;
        if (intensity !== null) {
          tally.graded++;
          tally.intensitySum += intensity;
        }
        cells.set(key, tally);
      }
    });
  }
  const patients = new Set(rows.map((r) => r.patient_id)).size;
  const reports = rows.length;
  const out: GroupSymptomCell[] = [...cells.values()]
    .sort((a, b) => a.x - b.x || a.y - b.y || a.z - b.z)
    .map((t) => ({
      X: centre(t.x),
      Y: centre(t.y),
      Z: centre(t.z),
      Marks: t.marks,
      Intensity: t.graded > 0 ? Math.round((t.intensitySum / t.graded) * 10) / 10 : null,
    }));
  return { Model: params.model, From: params.from, To: params.to, Patients: patients, Reports: reports, Cells: out };
}
