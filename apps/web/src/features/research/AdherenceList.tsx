import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdherenceView, StudyTaskState } from '@symptoms/domain';
import { isLanguageId } from '../../i18n';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import { writtenDay } from '../../ui/relative-date';

const TONES: Record<StudyTaskState, StatusTone> = { upcoming: 'neutral', open: 'info', due: 'warning', late: 'alert', done: 'success' };

/** Each participant's tasks against the day they joined: who is late, and by how many days. */
export function AdherenceList({ view }: { view: AdherenceView }) {
  const { t, i18n } = useTranslation('research');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  if (view.Participants.length === 0) return <Text>{t('adherence.empty')}</Text>;
  const taskLabel = (i: number) => {
    const task = view.Tasks[i]!;
    const what = task.PromId ? (view.Proms.find((p) => p.Id === task.PromId)?.Title ?? task.PromId) : t(`action.${task.Action}`);
    return `${t('adherence.day', { day: task.DaysAfterInclusion })} · ${what}`;
  };
  return (
    // Wide tables scroll sideways on a phone; the region takes the keyboard's focus so it can be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes the keyboard's focus (WCAG 2.1.1)
    <div role="region" aria-label={t('adherence.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="sm" captionSide="top" miw={Math.max(480, 260 + view.Tasks.length * 140)}>
        <Table.Caption>{t('adherence.caption', { count: view.Participants.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adherence.participant')}</Table.Th>
            <Table.Th scope="col">{t('adherence.included')}</Table.Th>
            {view.Tasks.map((task, i) => (
              <Table.Th scope="col" key={task.Id}>
                {taskLabel(i)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.Participants.map((p) => (
            <Table.Tr key={p.PatientId}>
              <Table.Th scope="row">
                <Text fw={600} size="sm">
                  {p.Name}
                </Text>
                {p.LateCount > 0 ? (
                  <Text size="sm" c="red.8">
                    {t('adherence.lateSummary', { count: p.LateCount, days: p.MaxDaysLate })}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('adherence.onTrack')}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{writtenDay(p.InclusionDate, language)}</Text>
                <Text size="sm" c="dimmed">
                  {t('adherence.dayNow', { day: p.DaysSinceInclusion })}
                </Text>
              </Table.Td>
              {p.Tasks.map((task) => (
                <Table.Td key={task.TaskId}>
                  <StatusBadge tone={TONES[task.State]}>
                    {task.State === 'late'
                      ? t('state.lateBy', { count: task.DaysLate })
                      : task.State === 'done' && task.DoneDate
                        ? t('state.doneOn', { day: writtenDay(task.DoneDate, language) })
                        : t(`state.${task.State}`)}
                  </StatusBadge>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
