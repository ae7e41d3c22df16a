import { z } from '../zod';
import { IsoDateTime, Uuid, Version } from './common';

const AUDIT_ACTIONS = ['View', 'Update', 'Create', 'Delete', 'Purge', 'AutoPurge', 'Restore'] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

const AuditLog = z.object({
  Id: Uuid,
  ActorRole: z.string(),
  ActorName: z.string(),
  ResourceId: z.string(),
  ResourceType: z.string(),
  ActionType: AuditAction,
  DataBefore: z.unknown().nullable(),
  DataAfter: z.unknown().nullable(),
  TimeStamp: IsoDateTime,
  Version: Version,
});
export type AuditLog = z.infer<typeof AuditLog>;

/**
 * An entry of the patient's own audit log (spec 2 §7 my/auditlogs): ActorIsYou tells the patient's
 * own actions; ActorRemoved an actor whose account is gone (removed or anonymised), whose ActorName
 * is then empty and who reads as "Removed user".
 */
export const MyAuditLog = AuditLog.extend({ ActorIsYou: z.boolean(), ActorRemoved: z.boolean() });
export type MyAuditLog = z.infer<typeof MyAuditLog>;

/** The audit log's page size (spec 2 §8) and the most one page may ask for. */
export const AUDIT_LOG_PAGE = 20;
export const AUDIT_LOG_PAGE_MAX = 100;
