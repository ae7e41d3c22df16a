import { decodeMark, facing, type SymptomReport } from '@symptoms/domain';
import { BodyThumbnail } from '../../ui/BodyFigure';
import type { FigureSymptom } from '../../ui/BodyFigure/types';

/** A saved report's marks on the 85 × 100 figure, turned to the side its first mark is on. */
export function ReportThumbnail({ report, only, alt }: { report: SymptomReport; only?: string; alt: string }) {
  const shown = report.Symptoms.filter((s) => !only || s.SymptomId === only);
  const symptoms: FigureSymptom[] = shown.map((s) => ({
    id: s.SymptomId,
    intensity: s.Intensity,
    marks: s.SymptomPoints.map((p, i) => ({ ...decodeMark(p), BodyPart: i === 0 ? s.BodyPart : null })),
  }));
  const main = symptoms[0]?.marks[0];
  const view = main ? facing(report.Model, main.Z) : 'front';
  return <BodyThumbnail model={report.Model} symptoms={symptoms} view={view} width={85} height={100} alt={alt} />;
}
