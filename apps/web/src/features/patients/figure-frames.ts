import { decodeMark, type SymptomReport } from '@symptoms/domain';
import type { FigureSymptom, PlaybackFrame } from '../../ui/BodyFigure/types';

/** A saved report's symptoms as the figure draws them (the first mark carries the body part). */
export function reportSymptoms(report: SymptomReport): FigureSymptom[] {
  return report.Symptoms.map((s) => ({
    id: s.SymptomId,
    intensity: s.Intensity,
    marks: s.SymptomPoints.map((p, i) => ({ ...decodeMark(p), BodyPart: i === 0 ? s.BodyPart : null })),
  }));
}

/**
 * The replay of the figure: one frame per report, oldest first, each showing every symptom as it
 * was last marked up to that report (a symptom not reported again stays as it was, until it ends).
 */
export function playbackFrames(reports: readonly SymptomReport[]): PlaybackFrame[] {
  const oldestFirst = [...reports].sort((a, b) => a.CreatedDate.localeCompare(b.CreatedDate));
  const current = new Map<string, FigureSymptom>();
  return oldestFirst.map((report) => {
    for (const symptom of reportSymptoms(report)) current.set(symptom.id, symptom);
    return { date: report.CreatedDate, symptoms: [...current.values()] };
  });
}

/** The figure now: each open symptom as its latest report marked it. */
export function latestSymptoms(reports: readonly SymptomReport[], open: ReadonlySet<string>): FigureSymptom[] {
  const frames = playbackFrames(reports);
  return (frames.at(-1)?.symptoms ?? []).filter((s) => open.has(s.id));
}
