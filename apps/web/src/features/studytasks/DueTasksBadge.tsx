import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMyStudyTasks, studyTasksKeys } from '../../api/studytasks';
import { Badge } from '../../ui/Badge';

/** The count of tasks due or late beside the menu entry; nothing when there are none. */
export function DueTasksBadge() {
  const { t } = useTranslation('studytasks');
  const tasks = useQuery({ queryKey: studyTasksKeys.mine(), queryFn: ({ signal }) => getMyStudyTasks(signal) });
  const count = (tasks.data ?? []).filter((task) => task.State === 'due' || task.State === 'late').length;
  if (count === 0) return null;
  return (
    <Badge tone="warning" label={t('dueCount', { count })}>
      {count}
    </Badge>
  );
}
