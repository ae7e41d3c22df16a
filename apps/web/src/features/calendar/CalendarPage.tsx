import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stockholmDay, type CalendarDay } from '@symptoms/domain';
import { calendarKeys, getCalendarDay, getCalendarMonth } from '../../api/calendar';
import { ApiError } from '../../api/errors';
import { KIND_ORDER, KIND_STYLE } from './kinds';
import { clockTime } from '../../ui/relative-date';
import './calendar.css';
import { addMonths, longDate, monthTitle, monthWeeks, weekdayNames } from './month-grid';

/** Today in Stockholm, whatever the zone of the browser. */
function today(): { year: number; month: number; date: string } {
  const date = stockholmDay(Date.now());
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month, date };
}

export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const now = today();
  const [shown, setShown] = useState({ year: now.year, month: now.month });
  const [selected, setSelected] = useState<string | null>(now.date);

  const month = useQuery({
    queryKey: calendarKeys.month(shown.year, shown.month),
    queryFn: ({ signal }) => getCalendarMonth(shown.year, shown.month, signal),
  });
  const day = useQuery({
    queryKey: calendarKeys.day(selected ?? ''),
    queryFn: ({ signal }) => getCalendarDay(selected!, signal),
    enabled: selected !== null,
  });

  const byDate = new Map<string, CalendarDay>((month.data?.Days ?? []).map((d) => [d.Date, d]));
  const weeks = monthWeeks(shown.year, shown.month);
  const shortNames = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');
  const failure = (error: unknown) => (error instanceof ApiError ? error.message || t('loadFailed') : t('noResponse'));

  const move = (delta: number) => {
    const next = addMonths(shown.year, shown.month, delta);
    setShown(next);
    setSelected(next.year === now.year && next.month === now.month ? now.date : null);
  };

  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('title')}</Title>
        <Anchor component={Link} to="/reminder">
          {t('createReminder')}
        </Anchor>
      </Group>

      <Paper withBorder radius={12} p={{ base: 'xs', sm: 'md' }}>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <ActionIcon variant="subtle" size="xl" aria-label={t('previous')} onClick={() => move(-1)}>
            <IconChevronLeft />
          </ActionIcon>
          <Title order={2} size="h3" aria-live="polite" ta="center">
            {monthTitle(language, shown.year, shown.month)}
          </Title>
          <ActionIcon variant="subtle" size="xl" aria-label={t('next')} onClick={() => move(1)}>
            <IconChevronRight />
          </ActionIcon>
        </Group>

        <table className="calendar-grid" aria-busy={month.isPending}>
          <thead>
            <tr>
              {shortNames.map((name, i) => (
                <th key={name} scope="col" abbr={longNames[i]}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, i) => {
                  if (!date) return <td key={`empty-${i}`} />;
                  const counts = byDate.get(date)?.Counts ?? {};
                  const kinds = KIND_ORDER.filter((k) => counts[k]);
                  const label = [longDate(language, date), ...kinds.map((k) => t(`counts.${k}`, { count: counts[k] }))].join(', ');
                  return (
                    <td key={date}>
                      <button
                        type="button"
                        className="calendar-day"
                        aria-pressed={selected === date}
                        aria-label={label}
                        data-today={date === now.date || undefined}
                        onClick={() => setSelected(date)}
                      >
                        <span className="calendar-day-number">{Number(date.slice(8))}</span>
                        <span className="calendar-day-icons" aria-hidden>
                          {kinds.map((k) => {
                            const { icon: Icon, color } = KIND_STYLE[k];
                            return <Icon key={k} size={14} stroke={2} color={color} />;
                          })}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {month.isPending && <Loader size="sm" mt="xs" aria-label={t('loading')} />}
        {month.isError && (
          <Alert color="red" role="alert" mt="sm">
            {failure(month.error)}
          </Alert>
        )}
        <Group gap="md" mt="sm" aria-label={t('legend')} role="group">
          {KIND_ORDER.map((k) => {
            const { icon: Icon, color } = KIND_STYLE[k];
            return (
              <Group key={k} gap={4} wrap="nowrap">
                <Icon size={16} color={color} aria-hidden />
                <Text size="sm">{t(`kinds.${k}`)}</Text>
              </Group>
            );
          })}
        </Group>
      </Paper>

      <Stack gap="xs" aria-live="polite">
        {selected === null ? (
          <Text c="dimmed">{t('selectDay')}</Text>
        ) : (
          <>
            <Title order={2} size="h3">
              {t('dayItems', { date: longDate(language, selected) })}
            </Title>
            {day.isPending && <Loader size="sm" aria-label={t('loading')} />}
            {day.isError && (
              <Alert color="red" role="alert">
                {failure(day.error)}
              </Alert>
            )}
            {day.data?.Items.length === 0 && <Text>{t('nothing')}</Text>}
            {day.data && day.data.Items.length > 0 && (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {day.data.Items.map((item) => {
                  const { icon: Icon, color } = KIND_STYLE[item.ResourceType];
                  return (
                    <Paper component="li" key={`${item.ResourceType}-${item.ResourceId}`} withBorder radius={8} p="sm">
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <Icon size={22} color={color} aria-hidden />
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" c="dimmed">
                            {t(`kinds.${item.ResourceType}`)} · {clockTime(new Date(item.CreatedDate))}
                          </Text>
                          {item.ResourceType === 'SymptomReport' ? (
                            <Anchor component={Link} to={`/symptomreport/edit/${item.ResourceId}`} style={{ overflowWrap: 'anywhere' }}>
                              {item.Title}
                            </Anchor>
                          ) : (
                            <Text style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
                              {item.Title}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
