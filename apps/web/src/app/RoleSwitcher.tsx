import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, isRoleId, type GroupClaim } from '@symptoms/domain';
import { isLanguageId } from '../i18n';
import { toast } from '../ui/toast';
import { useSwitchMembership } from './session-actions';
import { useSession } from './session-hooks';

/** The roles the user holds in the active group, highest priority first. */
export function RoleSwitcher({ claims }: { claims: readonly GroupClaim[] }) {
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const switchMembership = useSwitchMembership();
  if (!session) return null;
  const { organization, group, role } = session.token;
  const active = claims.find((c) => c.OrganizationId === organization && c.GroupId === group);
  const names = ROLE_NAMES[isLanguageId(i18n.language) ? i18n.language : 'sv'];

  return (
    <NativeSelect
      aria-label={t('header.role')}
      className="header-select"
      value={role}
      data={(active?.orderedRoles ?? [role]).map((r) => ({ value: r, label: names[r] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isRoleId(next)) return;
        switchMembership(organization, group, next).catch(() => toast.error(t('header.switchFailed')));
      }}
    />
  );
}
