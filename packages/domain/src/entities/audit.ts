import { z } from 'zod';
import { IsoDateTime, Uuid, Version } from './common';

export const AUDIT_ACTIONS = ['View', 'Update', 'Create', 'Delete', 'Purge', 'AutoPurge', 'Restore'] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditLog = z.object({
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
