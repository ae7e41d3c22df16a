import type { ComponentType } from 'react';
import { IconEye, IconFlame, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRoleId, roleKind, type AuditAction, type LanguageId, type MyAuditLog } from '@symptoms/domain';
import { writtenDateTime } from '../../ui/relative-date';

/** Each action's icon and colour (spec 2 §3): Update yellow, Create green, Delete red, Purge and AutoPurge dark red, Restore blue, View neutral. */
export const ACTION_LOOK: Record<AuditAction, { icon: ComponentType<{ size?: number; stroke?: number }>; color: string }> = {
  Update: { icon: IconPencil, color: 'yellow' },
  Create: { icon: IconPlus, color: 'green' },
  Delete: { icon: IconTrash, color: 'red' },
  Purge: { icon: IconFlame, color: 'red.9' },
  AutoPurge: { icon: IconFlame, color: 'red.9' },
  Restore: { icon: IconRestore, color: 'blue' },
  View: { icon: IconEye, color: 'gray' },
};

/**
 * How an entry reads: who (You, or name and role; one whose account is gone is a removed user), what
 * (the action and the kind of data: Patient is the profile), when.
 */
export function useEntryText() {
  const { t, i18n } = useTranslation('auditlogs');
  return {
    actor: (entry: MyAuditLog) => {
      if (entry.ActorIsYou) return t('you');
      const role = isRoleId(entry.ActorRole)
        ? t(`roles.${roleKind(entry.ActorRole)}`)
        : t(`roles.${entry.ActorRole === 'system' ? 'system' : 'user'}`);
      return `${entry.ActorRemoved ? t('removedUser') : entry.ActorName} (${role})`;
    },
    resource: (entry: MyAuditLog) => {
      const resource = t(`resources.${entry.ResourceType}`, { defaultValue: entry.ResourceType });
      // A read of a group's participants at once (an export, the group's map) names how many records and which group.
      const cohort = entry.DataAfter as { Count?: unknown; GroupName?: unknown } | null;
      return typeof cohort?.Count === 'number' && typeof cohort.GroupName === 'string'
        ? t('cohort', { resource, count: cohort.Count, group: cohort.GroupName })
        : resource;
    },
    action: (entry: MyAuditLog) => t(`actions.${entry.ActionType}`),
    when: (entry: MyAuditLog) => writtenDateTime(entry.TimeStamp, i18n.language as LanguageId),
  };
}
