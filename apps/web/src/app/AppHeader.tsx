import { landingPath, parseGroupsClaim, canSwitchGroups, showsRoleSwitcher } from '@symptoms/domain';
import { BrandLink } from './BrandLink';
import { GroupSwitcher } from './GroupSwitcher';
import { RoleSwitcher } from './RoleSwitcher';
import { useSession } from './session-hooks';
import { UserMenu } from './UserMenu';

export function AppHeader() {
  const session = useSession();
  if (!session) return null;
  const { token } = session;
  const claims = parseGroupsClaim(token.groups);
  const groups = canSwitchGroups(claims);
  const roles = showsRoleSwitcher(claims, token.organization, token.group);
  return (
    <header className="app-header">
      <BrandLink to={landingPath(token.role)} />
      {(groups || roles) && (
        <div className="header-switchers">
          {groups && <GroupSwitcher claims={claims} />}
          {roles && <RoleSwitcher claims={claims} />}
        </div>
      )}
      <div className="header-user">
        <UserMenu />
      </div>
    </header>
  );
}
