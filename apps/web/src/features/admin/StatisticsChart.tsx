import { useTranslation } from 'react-i18next';
import { isLanguageId } from '../../i18n';
import { SERIES, SERIES_COLOURS, type DayPoint } from './statistics-series';

// A narrow drawing scaled to the width: its 14-unit labels read at about 11 px on a phone and 18 px at most on a desktop.
const WIDTH = 440;
const HEIGHT = 240;
const FONT = 14;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 40 };

/** Counts per day as lines, one per series, on a light grid; the table beside it carries the numbers. */
export function StatisticsChart({ points }: { points: DayPoint[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = isLanguageId(i18n.language) && i18n.language === 'en' ? 'en-GB' : 'sv-SE';
  const max = Math.max(1, ...points.flatMap((p) => SERIES.map((s) => p.counts[s])));
  const niceMax = Math.ceil(max / 4) * 4;
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (i: number) => MARGIN.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => MARGIN.top + innerH - (v / niceMax) * innerH;
  const ticks = [0, 1, 2, 3, 4].map((k) => (niceMax / 4) * k);
  const labelEvery = Math.max(1, Math.ceil(points.length / 5));
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

  return (
    <figure className="statistics-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('statistics.chartLabel')} width="100%">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e9ecef" />
            <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={FONT} fill="#495057" className="tabular">
              {tick}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.day} x={x(i)} y={HEIGHT - 12} textAnchor="middle" fontSize={FONT} fill="#495057">
              {dayLabel(p.day)}
            </text>
          ) : null,
        )}
        {SERIES.map((series) => (
          <polyline
            key={series}
            fill="none"
            stroke={SERIES_COLOURS[series]}
            strokeWidth={2}
            points={points.map((p, i) => `${x(i)},${y(p.counts[series])}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="statistics-legend">
        {SERIES.map((series) => (
          <span key={series}>
            <span className="legend-swatch" style={{ background: SERIES_COLOURS[series] }} aria-hidden />
            {t(`statistics.series.${series}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
