import { trashPurgeJob, type TrashableType } from '../platform/trash';
import { noteTrash } from './notes/mapping';
import { promReportTrash } from './promreports/mapping';
import { statusReportTrash } from './statusreports/mapping';
import { symptomReportTrash } from './symptomreports/mapping';
import { symptomTrash } from './symptoms/mapping';

/**
 * Every resource type that can be deleted into the trash; the trash routes and the purge job take
 * them all, in this order. Symptoms come after symptom reports: purging a symptom also removes its
 * entries from reports (and a report left with none), so when one purge names both a report and its
 * symptom, the report is purged as itself first and the all-or-nothing check still finds it.
 */
export const TRASHABLE: readonly TrashableType[] = [noteTrash, statusReportTrash, promReportTrash, symptomReportTrash, symptomTrash];

/** Hourly: removes items whose purge date has passed, with an AutoPurge audit row each. */
export const TRASH_PURGE_JOB = trashPurgeJob(TRASHABLE);
