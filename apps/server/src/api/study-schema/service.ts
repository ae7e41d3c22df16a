import {
  ErrorCode,
  studyTaskInput,
  validationMessage,
  type StudySchemaUpdate,
  type StudySchemaView,
  type StudyTaskInput,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { promTitles } from '../proms/catalog';
import { groupRow, replaceTasks, setPublished, tasksOfGroups, type GroupRow } from './store';

async function view(deps: Deps, group: GroupRow, language: RequestContext['language']): Promise<StudySchemaView> {
  return {
    Proms: await promTitles(deps, language),
    OrganizationId: group.organization_id,
    GroupId: group.id,
    GroupName: group.display_name ?? group.name,
    Published: group.study_tasks_published,
    Version: group.study_schema_version,
    Tasks: await tasksOfGroups(deps.db, [group.id]),
  };
}

async function activeGroup(q: Queryable, ctx: RequestContext, lock = false): Promise<GroupRow> {
  const group = await groupRow(q, ctx.organizationId, ctx.groupId, lock);
  if (!group) throw notFound();
  return group;
}

/** The active group's study schema (spec 3 §2 study-schema). */
export async function getStudySchema(deps: Deps, ctx: RequestContext): Promise<StudySchemaView> {
  return view(deps, await activeGroup(deps.db, ctx), ctx.language);
}

const same = (a: readonly StudyTaskInput[], b: readonly StudyTaskInput[]) =>
  JSON.stringify(a.map((t) => ({ ...t, PromId: t.Action === 'prom' ? t.PromId : null }))) ===
  JSON.stringify(b.map((t) => ({ ...t, PromId: t.Action === 'prom' ? t.PromId : null })));

/** Every PROM a task names must exist: an unknown one is the field's error. */
async function requireProms(q: Queryable, tasks: readonly StudyTaskInput[], language: RequestContext['language']): Promise<void> {
  const wanted = [...new Set(tasks.flatMap((t) => (t.Action === 'prom' && t.PromId ? [t.PromId] : [])))];
  const known = new Set((await q.query<{ id: string }>(sql`SELECT id FROM proms WHERE id = ANY(${wanted}::text[])`)).map((r) => r.id));
  const errors: Record<string, string[]> = {};
  tasks.forEach((t, i) => {
    if (t.Action === 'prom' && t.PromId && !known.has(t.PromId)) errors[`Tasks.${i}.PromId`] = [validationMessage('value', language)];
  });
  if (Object.keys(errors).length > 0) throw new AppError(ErrorCode.ValidationFailed, undefined, errors);
}

/**
 * Saves the whole task list of the active group. A list loaded before someone else's save is
 * refused (4003), unless it changes nothing (then there is nothing to overwrite).
 */
export async function saveStudySchema(deps: Deps, ctx: RequestContext, body: StudySchemaUpdate): Promise<StudySchemaView> {
  const group = await deps.db.transaction(async (tx) => {
    const locked = await activeGroup(tx, ctx, true);
    const current = await tasksOfGroups(tx, [locked.id]);
    if (same(current.map(studyTaskInput), body.Tasks)) return locked;
    if (body.Version !== locked.study_schema_version) throw conflict();
    await requireProms(tx, body.Tasks, ctx.language);
    await replaceTasks(tx, locked, body.Tasks);
    return locked;
  });
  // Read after the commit: the view's PROM titles come from the catalogue, outside the transaction.
  return getStudySchema(deps, { ...ctx, organizationId: group.organization_id, groupId: group.id });
}

/** Publishes the schema to the participants (or withdraws it): only a published schema gives them tasks. */
export async function publishStudySchema(deps: Deps, ctx: RequestContext, published: boolean): Promise<StudySchemaView> {
  await deps.db.transaction(async (tx) => setPublished(tx, await activeGroup(tx, ctx, true), published));
  return getStudySchema(deps, ctx);
}
