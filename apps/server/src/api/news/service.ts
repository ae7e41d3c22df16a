import { capability, type NewsItem, type NewsItemInput, type NewsItemUpdate } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { activeGroupScope, unitScope } from '../../platform/units';

interface NewsRow extends Row {
  id: string;
  organization_id: string;
  group_id: string | null;
  /** The author's name now (null once their account is gone): names are read, never copied. */
  author_name: string | null;
  title: string;
  content: string;
  priority: NewsItem['Priority'];
  publish_date: Date;
  created_date: Date;
  modified_date: Date;
  version: number;
  is_new: boolean;
  can_update: boolean;
}

/**
 * Who writes news: a group's moderators and admins the group's (a moderator the active group's, an
 * admin every group's they administer); an organization admin the whole organization's.
 */
export const NEWS_WRITE = capability('news', 'write', 'group', 'organization');

/** SQL: the items the caller manages, by their memberships. */
async function managedBy(deps: Deps, ctx: RequestContext): Promise<Sql> {
  return (await unitScope(deps.db, ctx, NEWS_WRITE)).where('n.organization_id', 'n.group_id');
}

const COLUMNS = sql`n.id, n.organization_id, n.group_id, n.title, n.content, n.priority, n.publish_date, n.created_date, n.modified_date, n.version,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = n.author_user_id AND u.anonymized_date IS NULL) AS author_name`;

function toNewsItem(row: NewsRow): NewsItem {
  return {
    Id: row.id,
    OrganizationId: row.organization_id,
    GroupId: row.group_id,
    AuthorName: row.author_name ?? '',
    CanUpdate: row.can_update,
    Title: row.title,
    Content: row.content,
    Priority: row.priority,
    PublishDate: row.publish_date.toISOString(),
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    Version: row.version,
    IsNew: row.is_new,
  };
}

/**
 * GET news: what the reader's memberships open (an organization's news to every member of it, a
 * group's to the group's members), published by now, newest first. IsNew: published after the
 * reader's previous login (the session before this one; the account's creation for a first login).
 */
export async function listNews(deps: Deps, ctx: RequestContext): Promise<NewsItem[]> {
  const rows = await deps.db.query<NewsRow>(
    sql`WITH previous AS (
          SELECT coalesce(
                   (SELECT max(s.created_date) FROM sessions s
                     WHERE s.user_id = ${ctx.userId} AND s.created_date < (SELECT created_date FROM sessions WHERE id = ${ctx.sessionId})),
                   (SELECT created_date FROM users WHERE id = ${ctx.userId})) AS since
        )
        SELECT ${COLUMNS}, n.publish_date > previous.since AS is_new, false AS can_update
          FROM news_items n, previous
         WHERE n.publish_date <= now()
           AND EXISTS (SELECT 1 FROM memberships m
                        WHERE m.user_id = ${ctx.userId} AND m.organization_id = n.organization_id
                          AND (n.group_id IS NULL OR m.group_id = n.group_id))
         ORDER BY n.publish_date DESC, n.id
         LIMIT 100`,
  );
  return rows.map(toNewsItem);
}

/** GET admin/news: the items the caller manages, scheduled ones too. */
export async function listManagedNews(deps: Deps, ctx: RequestContext): Promise<NewsItem[]> {
  const rows = await deps.db.query<NewsRow>(
    sql`SELECT ${COLUMNS}, false AS is_new, true AS can_update FROM news_items n WHERE ${await managedBy(deps, ctx)}
         ORDER BY n.publish_date DESC, n.id LIMIT 500`,
  );
  return rows.map(toNewsItem);
}

export async function getManagedNews(deps: Deps, ctx: RequestContext, id: string): Promise<NewsItem> {
  const [row] = await deps.db.query<NewsRow>(
    sql`SELECT ${COLUMNS}, false AS is_new, true AS can_update FROM news_items n WHERE n.id = ${id} AND ${await managedBy(deps, ctx)}`,
  );
  if (!row) throw notFound();
  return toNewsItem(row);
}

function announce(deps: Deps): void {
  deps.realtime.toEveryone('NewsChanged', {});
}

/** An organization admin's item is the whole organization's; anyone else's the active group's (one of theirs). */
export async function createNews(deps: Deps, ctx: RequestContext, input: NewsItemInput): Promise<NewsItem> {
  const scope = await unitScope(deps.db, ctx, NEWS_WRITE);
  const byGroup = scope.reach === 'groups';
  if (byGroup) await activeGroupScope(deps.db, ctx, NEWS_WRITE);
  const [row] = await deps.db.query<NewsRow>(
    sql`WITH n AS (
          INSERT INTO news_items (organization_id, group_id, author_user_id, title, content, priority, publish_date)
          VALUES (${ctx.organizationId}, ${byGroup ? ctx.groupId : null}, ${ctx.userId}, ${input.Title}, ${input.Content},
                  ${input.Priority}, coalesce(${input.PublishDate ?? null}::timestamptz, now()))
          RETURNING *)
        SELECT ${COLUMNS}, false AS is_new, true AS can_update FROM n`,
  );
  announce(deps);
  return toNewsItem(row!);
}

export async function updateNews(deps: Deps, ctx: RequestContext, id: string, input: NewsItemUpdate): Promise<NewsItem> {
  const [row] = await deps.db.query<NewsRow>(
    sql`WITH n AS (
          UPDATE news_items n SET title = ${input.Title}, content = ${input.Content}, priority = ${input.Priority},
                 publish_date = coalesce(${input.PublishDate ?? null}::timestamptz, n.publish_date),
                 version = n.version + 1, modified_date = now()
           WHERE n.id = ${id} AND n.version = ${input.Version} AND ${await managedBy(deps, ctx)}
          RETURNING n.*)
        SELECT ${COLUMNS}, false AS is_new, true AS can_update FROM n`,
  );
  if (!row) {
    await getManagedNews(deps, ctx, id);
    throw conflict();
  }
  announce(deps);
  return toNewsItem(row);
}

export async function deleteNews(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const rows = await deps.db.query(sql`DELETE FROM news_items n WHERE n.id = ${id} AND ${await managedBy(deps, ctx)} RETURNING n.id`);
  if (!rows.length) throw notFound();
  announce(deps);
}
