import { useCallback, useEffect, useMemo, useState } from 'react';
import { Canvas } from '@react-three/fiber';
import type { Group } from 'three';
import { useTranslation } from 'react-i18next';
import type { Vector } from '@symptoms/domain';
import { CAMERA_FOV, VIEW_AZIMUTH } from './camera';
import { FigureControls } from './FigureControls';
import { FigureRenderer } from './FigureRenderer';
import { FigureLights, FloorShadow, Manikin } from './FigureScene';
import { MarkInstances } from './MarkInstances';
import { markStyle } from './marks';
import { PlaybackControls } from './PlaybackControls';
import { ViewButtons } from './ViewButtons';
import type { BodyFigureProps, FigureMark, FigureSymptom, FigureView } from './types';
import './body-figure.css';

/** Screens this dense need no multisampling, which would double the cost of every frame. */
const highDensity = typeof window !== 'undefined' && window.devicePixelRatio >= 2;

/** Time each report of a replay stays on the figure. */
const PLAYBACK_STEP_MS = 1500;

/**
 * The 3D manikin (lazily loaded with three.js): rotate, draw, erase or replay marks. Marks are
 * reported after each stroke; the parent owns them.
 */
export default function BodyFigure({
  model,
  mode,
  symptoms,
  activeSymptomId = null,
  onMarksChange,
  view: viewProp,
  onViewChange,
  playback,
  playbackStart = 'first',
  height = 420,
  label,
}: BodyFigureProps) {
  const { t } = useTranslation('bodyfigure');
  const [view, setView] = useState<FigureView>(viewProp ?? 'front');
  const [request, setRequest] = useState(0);
  const [figure, setFigure] = useState<Group | null>(null);
  const [draft, setDraft] = useState<{ base: readonly FigureSymptom[]; marks: FigureMark[] } | null>(null);
  const [frameIndex, setFrameIndex] = useState(() => (playbackStart === 'last' ? Math.max(0, (playback?.length ?? 1) - 1) : 0));
  const [playing, setPlaying] = useState(false);

  const [shownView, setShownView] = useState(viewProp);
  if (viewProp !== shownView) {
    setShownView(viewProp);
    if (viewProp) setView(viewProp);
  }

  const frames = useMemo(() => (mode === 'play' ? (playback ?? []) : []), [mode, playback]);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setFrameIndex((index) => {
        if (index + 1 >= frames.length) {
          setPlaying(false);
          return index;
        }
        return index + 1;
      });
    }, PLAYBACK_STEP_MS);
    return () => window.clearInterval(timer);
  }, [playing, frames.length]);
  const frame = frames[Math.min(frameIndex, frames.length - 1)];

  const liveDraft = draft && draft.base === symptoms ? draft.marks : null;
  const shown: readonly FigureSymptom[] = mode === 'play' ? (frame?.symptoms ?? []) : symptoms;
  const editable = (mode === 'draw' || mode === 'erase') && !!activeSymptomId;
  const activeMarks = editable ? (liveDraft ?? symptoms.find((s) => s.id === activeSymptomId)?.marks ?? []) : null;
  // A symptom just added has no marks yet; its first stroke must still show while it is drawn.
  const drawn =
    editable && activeSymptomId && !shown.some((s) => s.id === activeSymptomId)
      ? [...shown, { id: activeSymptomId, intensity: null, marks: [] }]
      : shown;

  const onReady = useCallback((group: Group) => setFigure(group), []);
  const onDraft = useCallback((marks: FigureMark[]) => setDraft({ base: symptoms, marks }), [symptoms]);
  const onCommit = useCallback(
    (marks: FigureMark[], camera: Vector) => {
      if (!activeSymptomId) return;
      setDraft({ base: symptoms, marks });
      onMarksChange?.(activeSymptomId, marks, camera);
    },
    [activeSymptomId, onMarksChange, symptoms],
  );

  const chooseView = (next: FigureView) => {
    setView(next);
    setRequest((n) => n + 1);
    onViewChange?.(next);
  };

  const activeCount = activeMarks?.length ?? 0;
  return (
    <div className="body-figure" role="group" aria-label={label}>
      <div className="body-figure__canvas" data-mode={mode} style={{ height }} data-testid="body-figure-canvas">
        <Canvas
          frameloop="demand"
          dpr={[1, 2]}
          camera={{ fov: CAMERA_FOV, near: 1, far: 150, position: [0, 9, 40] }}
          // Kept between frames: FigureRenderer draws a stroke's new marks over the frame before.
          gl={{ antialias: !highDensity, alpha: true, preserveDrawingBuffer: true }}
          aria-label={t(`modes.${mode}`)}
          role="img"
        >
          <FigureRenderer />
          <FigureLights />
          <FloorShadow model={model} />
          <Manikin model={model} onReady={onReady} />
          {drawn.map((symptom) => (
            <MarkInstances
              key={symptom.id}
              marks={symptom.id === activeSymptomId && activeMarks ? activeMarks : symptom.marks}
              style={markStyle(symptom, mode === 'play' ? null : activeSymptomId)}
            />
          ))}
          <FigureControls
            model={model}
            mode={mode}
            azimuth={VIEW_AZIMUTH[view]}
            request={request}
            figure={figure}
            activeMarks={activeMarks}
            onDraft={onDraft}
            onCommit={onCommit}
          />
        </Canvas>
        <div className="body-figure__status" aria-live="polite">
          {editable ? t('marks', { count: activeCount }) : ''}
        </div>
      </div>
      <ViewButtons view={view} onChange={chooseView} />
      {mode === 'play' && (
        <PlaybackControls
          frames={frames}
          index={Math.min(frameIndex, Math.max(0, frames.length - 1))}
          playing={playing}
          onIndexChange={setFrameIndex}
          onPlayingChange={setPlaying}
        />
      )}
    </div>
  );
}
