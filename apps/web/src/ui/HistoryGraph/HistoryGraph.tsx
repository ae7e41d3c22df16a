import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { GRAPH, intensityColour, SCALE_MAX, SCALE_MIN, type HistoryRangeName } from '@symptoms/domain';
import { RangeButtons } from './range';
import { graphRows, type GraphRow, type GraphSeries } from './rows';
import { stockholmTicks } from './ticks';
import './history-graph.css';

export interface HistoryGraphProps {
  series: readonly GraphSeries[];
  range: HistoryRangeName;
  onRangeChange: (range: HistoryRangeName) => void;
  bounds: { from: Date; to: Date };
  /** 300 by default, 200 in lists. */
  height?: number;
  /** Names the chart for screen readers. */
  label: string;
  /** The value axis; the 0–10 intensity scale by default (PROM scores bring their own range). */
  valueAxis?: ValueAxis;
}

export interface ValueAxis {
  min: number;
  max: number;
  ticks: readonly number[];
}

const ZONE = 'Europe/Stockholm';
const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

function tickFormat(range: HistoryRangeName, locale: string): Intl.DateTimeFormat {
  if (range === '1d') return new Intl.DateTimeFormat(locale, { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (range === '1y' || range === '3y') return new Intl.DateTimeFormat(locale, { timeZone: ZONE, month: 'short', year: '2-digit' });
  return new Intl.DateTimeFormat(locale, { timeZone: ZONE, day: 'numeric', month: 'short' });
}

const INTENSITY_AXIS: ValueAxis = { min: SCALE_MIN, max: SCALE_MAX, ticks: [0, 2, 4, 6, 8, 10] };

/**
 * The history graph every graph in the product uses (spec 3 §2): range buttons, a line with balls
 * per bucket, and bands of min–max where a bucket holds several answers; a tap or click opens a
 * popup with the date and the values.
 */
export default function HistoryGraph({
  series,
  range,
  onRangeChange,
  bounds,
  height = GRAPH.height,
  label,
  valueAxis = INTENSITY_AXIS,
}: HistoryGraphProps) {
  const { t, i18n } = useTranslation('statusreports');
  const locale = LOCALES[i18n.language] ?? 'sv-SE';
  const { rows } = useMemo(() => graphRows(series, range, bounds), [series, range, bounds]);
  const ticks = tickFormat(range, locale);
  const tickAt = useMemo(() => stockholmTicks(range, bounds), [range, bounds]);
  // On the 0–10 scale each ball takes the colour of its value, as the report lists do.
  const byIntensity = valueAxis === INTENSITY_AXIS;
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(locale, { timeZone: ZONE, dateStyle: 'medium' });

  const popup = (row: GraphRow) => {
    const single = series.every((s) => ((row[`${s.key}_count`] as number | undefined) ?? 0) <= 1);
    // One answer: its own date and time. Several: the bucket they fall in.
    const when = single
      ? dateTime.format(row.t)
      : range === '1d' || range === '1w'
        ? dateTime.formatRange(row.start, row.end - 1)
        : day.formatRange(row.start, row.end - 1);
    return (
      <div className="history-popup">
        <strong>{when}</strong>
        {series.map((s) => {
          const value = row[s.key] as number | undefined;
          if (value === undefined) return null;
          const count = row[`${s.key}_count`] as number;
          const [min, max] = row[`${s.key}_band`] as [number, number];
          return (
            <div key={s.key}>
              {series.length > 1 && `${s.label}: `}
              {count > 1 ? t('history.average', { value }) : value}
              {count > 1 && <div>{t('history.minMax', { min, max, count })}</div>}
            </div>
          );
        })}
      </div>
    );
  };

  return (
    <Stack gap="sm" className="history-graph">
      <RangeButtons range={range} onChange={onRangeChange} />
      {rows.length === 0 ? (
        <Text c="dimmed">{t('graph.seriesEmpty')}</Text>
      ) : (
        <div role="figure" aria-label={label} style={{ width: '100%', height }}>
          <ResponsiveContainer width="100%" height={height}>
            <ComposedChart data={rows} margin={GRAPH.margin}>
              <CartesianGrid stroke="#e9ecef" vertical={false} />
              <XAxis
                dataKey="t"
                type="number"
                scale="time"
                domain={[bounds.from.getTime(), bounds.to.getTime()]}
                ticks={tickAt}
                tickFormatter={(v: number) => ticks.format(v)}
                tick={{ fontSize: 14 }}
                minTickGap={24}
              />
              <YAxis
                domain={[valueAxis.min, valueAxis.max]}
                ticks={[...valueAxis.ticks]}
                width={valueAxis.max >= 100 ? 36 : 28}
                tick={{ fontSize: 14 }}
                allowDecimals={false}
              />
              <Tooltip
                trigger="click"
                cursor={{ stroke: '#868e96', strokeDasharray: '4 4' }}
                content={({ active, payload }) => {
                  const row = payload?.[0]?.payload as GraphRow | undefined;
                  return active && row ? popup(row) : null;
                }}
              />
              {series.map((s) => (
                <Area
                  key={`${s.key}-band`}
                  dataKey={`${s.key}_band`}
                  stroke="none"
                  fill={s.colour}
                  fillOpacity={0.25}
                  isAnimationActive={false}
                  activeDot={false}
                  tooltipType="none"
                />
              ))}
              {series.map((s) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.colour}
                  strokeWidth={2}
                  dot={
                    byIntensity
                      ? (props: { cx?: number; cy?: number; value?: number; index?: number }) =>
                          props.cy == null || props.value == null ? (
                            <g key={`${s.key}-${props.index}`} />
                          ) : (
                            <circle
                              key={`${s.key}-${props.index}`}
                              cx={props.cx}
                              cy={props.cy}
                              r={GRAPH.ballRadius}
                              fill={intensityColour(Math.round(props.value ?? 0))}
                              stroke={s.colour}
                              strokeWidth={1.5}
                              data-value={props.value}
                            />
                          )
                      : { r: GRAPH.ballRadius, fill: s.colour, stroke: '#fff', strokeWidth: 1 }
                  }
                  activeDot={{ r: GRAPH.ballRadius + 2 }}
                  isAnimationActive={false}
                  connectNulls
                />
              ))}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {t('history.tapHint')}
      </Text>
    </Stack>
  );
}
