import type { Symptom, StatusValuePoint } from '@symptoms/domain';

interface SymptomLine {
  Id: string;
  Name: string;
  points: StatusValuePoint[];
  latest: number;
}

/** Open symptoms that have reports, each as intensity points, the most recently reported first. */
export function latestSymptoms(symptoms: readonly Symptom[]): SymptomLine[] {
  return symptoms
    .filter((s) => !s.IsClosed && s.Reports.length > 0)
    .map((s) => ({
      Id: s.Id,
      Name: s.Name,
      points: s.Reports.map((r) => ({ Date: r.CreatedDate, Value: r.Intensity })),
      latest: Math.max(...s.Reports.map((r) => Date.parse(r.CreatedDate))),
    }))
    .sort((a, b) => b.latest - a.latest);
}
