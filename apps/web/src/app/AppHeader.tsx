import { landingPath, parseGroupsClaim, canSwitchGroups, showsRoleSwitcher } from '@symptoms/domain';
import { useLocation } from 'react-router';
import { BrandLink, headerLinkShown } from './BrandLink';
import { GroupSwitcher } from './GroupSwitcher';
import { RoleSwitcher } from './RoleSwitcher';
import { NewsBadge } from '../features/news/NewsBadge';
import { useEnabledModules, useSession } from './session-hooks';
import { UserMenu } from './UserMenu';

export function AppHeader() {
  const session = useSession();
  const modules = useEnabledModules();
  const { pathname } = useLocation();
  if (!session) return null;
  const { token } = session;
  const claims = parseGroupsClaim(token.groups);
  const groups = canSwitchGroups(claims);
  const roles = showsRoleSwitcher(claims, token.organization, token.group);
  return (
    <header className="app-header">
      <BrandLink to={headerLinkShown(pathname) ? landingPath(token.role) : null} />
      {(groups || roles) && (
        <div className="header-switchers">
          {groups && <GroupSwitcher claims={claims} />}
          {roles && <RoleSwitcher claims={claims} />}
        </div>
      )}
      <div className="header-user">
        {modules?.has('news') && <NewsBadge />}
        <UserMenu />
      </div>
    </header>
  );
}
