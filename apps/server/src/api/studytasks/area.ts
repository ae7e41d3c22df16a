import { defineArea } from '../../platform/areas';
import { notificationSentRecords } from './records';
import { STUDY_REMINDERS_JOB } from './reminders';
import { studyTaskRoutes } from './routes';

export const studyTasksArea = defineArea({
  name: 'studytasks',
  service: 'api',
  routes: studyTaskRoutes,
  records: [notificationSentRecords],
  jobs: [STUDY_REMINDERS_JOB],
});
