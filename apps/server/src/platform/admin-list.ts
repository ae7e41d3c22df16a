import { GLOBAL_ORGANIZATION_ID } from '@symptoms/domain';
import type { RequestContext } from './context';

/** The organization an admin works in; an admin of the global organization works in all of them (null). */
export function organizationScope(ctx: RequestContext): string | null {
  return ctx.organizationId === GLOBAL_ORGANIZATION_ID ? null : ctx.organizationId;
}

/** A case-insensitive LIKE pattern for a list's search, or null for no search. */
export function searchPattern(search: string | undefined): string | null {
  if (!search) return null;
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
