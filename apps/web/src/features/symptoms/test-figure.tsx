import type { BodyFigureProps, BodyThumbnailProps, FigureMark } from '../../ui/BodyFigure/types';
import type { Model } from '@symptoms/domain';

/** Stand-ins for the WebGL figure in component tests: a button draws one mark on the lower back. */
export const TEST_MARK: FigureMark = { X: 0.125, Y: 10.5, Z: -0.75, Size: 1, BodyPart: 'lower back' };

export function BodyFigure({ mode, symptoms, activeSymptomId, onMarksChange, label }: BodyFigureProps) {
  const marks = symptoms.find((s) => s.id === activeSymptomId)?.marks ?? [];
  return (
    <div role="group" aria-label={label} data-mode={mode}>
      {mode === 'draw' && activeSymptomId && (
        <button type="button" onClick={() => onMarksChange?.(activeSymptomId, [...marks, TEST_MARK], { X: 0, Y: 9, Z: -40 })}>
          test: rita
        </button>
      )}
    </div>
  );
}

export function BodyThumbnail({ alt }: BodyThumbnailProps) {
  return <img alt={alt} />;
}

export function BodyPartPicker({ onPick }: { model: Model; onPick: (mark: FigureMark) => void }) {
  return (
    <button type="button" onClick={() => onPick(TEST_MARK)}>
      test: ländrygg
    </button>
  );
}

export const partAnchor = () => TEST_MARK;
