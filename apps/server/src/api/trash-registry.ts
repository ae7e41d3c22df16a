import { trashPurgeJob, type TrashableType } from '../platform/trash';
import { noteTrash } from './notes/mapping';
import { promReportTrash } from './promreports/mapping';
import { statusReportTrash } from './statusreports/mapping';
import { symptomReportTrash } from './symptomreports/mapping';

/**
 * Every resource type that can be deleted into the trash. Status, symptom and PROM reports add
 * their TrashableType here when they land; the trash routes and the purge job take them all.
 */
export const TRASHABLE: readonly TrashableType[] = [noteTrash, statusReportTrash, promReportTrash, symptomReportTrash];

/** Hourly: removes items whose purge date has passed, with an AutoPurge audit row each. */
export const TRASH_PURGE_JOB = trashPurgeJob(TRASHABLE);
