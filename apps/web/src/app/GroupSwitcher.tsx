import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type GroupClaim } from '@symptoms/domain';
import { toast } from '../ui/toast';
import { useSwitchMembership } from './session-actions';
import { useClientConfig, useMyGroups, useSession } from './session-hooks';

/** Shown only to users who are admin somewhere; choosing a group makes its first role active. */
export function GroupSwitcher({ claims }: { claims: readonly GroupClaim[] }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const groups = useMyGroups();
  const productName = useClientConfig().data?.ProductName ?? PRODUCT_NAME;
  const switchMembership = useSwitchMembership();
  if (!session) return null;

  const nameOf = (claim: GroupClaim) => {
    const group = groups.data?.find((g) => g.Id === claim.GroupId && g.OrganizationId === claim.OrganizationId);
    if (group?.IsGlobal) return productName;
    return group ? group.DisplayName || group.Name : claim.GroupId;
  };
  const value = `${session.token.organization}/${session.token.group}`;

  return (
    <NativeSelect
      aria-label={t('header.group')}
      className="header-select"
      value={value}
      data={claims.map((c) => ({ value: `${c.OrganizationId}/${c.GroupId}`, label: nameOf(c) }))}
      onChange={(event) => {
        const claim = claims.find((c) => `${c.OrganizationId}/${c.GroupId}` === event.currentTarget.value);
        const role = claim?.orderedRoles[0];
        if (!claim || !role) return;
        switchMembership(claim.OrganizationId, claim.GroupId, role).catch(() => toast.error(t('header.switchFailed')));
      }}
    />
  );
}
