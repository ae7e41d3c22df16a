import { useState } from 'react';
import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ROLE_LIST,
  ROLE_NAMES,
  isAdminListedRole,
  type AdminGroupOption,
  type AdminMembership,
  type AdminUser,
  type LanguageId,
} from '@symptoms/domain';

const keyOf = (m: AdminMembership) => `${m.GroupId}:${m.RoleId}`;

/**
 * The user's roles in the groups the admin administers: a box per group and role of the admin role
 * list (spec 2 §6: no test roles, patient or user). Patient memberships are shown and left alone,
 * and so are the roles in other groups (the page says there are some).
 */
export function RolesEditor(props: {
  user: AdminUser;
  groups: readonly AdminGroupOption[];
  saving: boolean;
  onSave: (memberships: AdminMembership[]) => void;
}) {
  const { t, i18n } = useTranslation('users');
  const names = ROLE_NAMES[i18n.language as LanguageId];
  const initial = props.user.Memberships.filter((m) => isAdminListedRole(m.RoleId)).map(keyOf);
  const [chosen, setChosen] = useState<Set<string>>(new Set(initial));
  const changed = chosen.size !== initial.length || initial.some((k) => !chosen.has(k));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };
  const save = () =>
    props.onSave(
      [...chosen].map((key) => {
        const [GroupId, RoleId] = key.split(':') as [string, AdminMembership['RoleId']];
        return { GroupId, RoleId };
      }),
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('roles.intro')}</Text>
      {props.user.OtherGroups && <Text size="sm">{t('roles.otherGroups')}</Text>}
      {props.groups.map((group) => {
        const others = props.user.Memberships.filter((m) => m.GroupId === group.Id && !isAdminListedRole(m.RoleId));
        return (
          <Fieldset key={group.Id} legend={group.Name} variant="filled">
            <Group gap="md">
              {ADMIN_ROLE_LIST.map((role) => {
                const key = keyOf({ GroupId: group.Id, RoleId: role });
                return (
                  <Checkbox
                    key={key}
                    label={names[role]}
                    checked={chosen.has(key)}
                    onChange={(e) => toggle(key, e.currentTarget.checked)}
                  />
                );
              })}
            </Group>
            {others.map((m) => (
              <Text key={keyOf(m)} size="sm" mt="xs" c="dimmed">
                {t('roles.alsoPatient', { role: names[m.RoleId].toLowerCase() })}
              </Text>
            ))}
          </Fieldset>
        );
      })}
      <Button w="fit-content" disabled={!changed} loading={props.saving} onClick={save}>
        {t('roles.save')}
      </Button>
    </Stack>
  );
}
