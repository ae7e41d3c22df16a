import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS, MENU_RESHOW_DELAY_MS } from '@symptoms/domain';
import { AppHeader } from './AppHeader';
import { BottomMenu } from './BottomMenu';
import { useRealtimeInvalidation } from '../api/realtime';
import { featureAlerts, menuEntries, realtimeInvalidations } from './features';
import { isAllowed, visibleMenuEntries } from './module-flags';
import { owesContracts, useActing, useEnabledModules, useSession } from './session-hooks';
import { SideMenu } from './SideMenu';
import { TwoFactorPrompt } from '../features/twofactor/TwoFactorPrompt';
import type { MenuEntry } from './feature-module';

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/**
 * The signed-in frame. On each navigation the menu hides and comes back after 200 ms and the More
 * menu closes; both are keyed by path so a new path resets them without extra renders.
 */
export function AppLayout({ entries = menuEntries }: { entries?: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  const session = useSession();
  const acting = useActing();
  const modules = useEnabledModules();
  const desktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const [menuShownFor, setMenuShownFor] = useState<string | null>(null);
  const [moreOpenFor, setMoreOpenFor] = useState<string | null>(null);
  useRealtimeInvalidation(realtimeInvalidations);

  useEffect(() => {
    const timer = setTimeout(() => setMenuShownFor(pathname), MENU_RESHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  // While contracts are owed the frame leads nowhere but to the terms: no menus, no alerts.
  const open = session && acting && modules && !owesContracts(session.token) ? { acting, modules } : null;
  const visible = open ? visibleMenuEntries(entries, open.acting, open.modules) : [];
  const menuShown = menuShownFor === pathname;
  const alerts = open ? featureAlerts.filter((alert) => isAllowed(alert, open.acting, open.modules)) : [];

  return (
    <div className="app-shell">
      <AppHeader />
      {alerts.map(({ component: Alert }, i) => (
        <Alert key={i} />
      ))}
      <div className="app-body">
        {desktop && visible.length > 0 && <SideMenu entries={visible} hidden={!menuShown} />}
        <main id="main" className="app-main">
          <Outlet />
        </main>
      </div>
      {!desktop && visible.length > 0 && (
        <BottomMenu
          entries={visible}
          hidden={!menuShown}
          moreOpen={moreOpenFor === pathname}
          onMoreOpenChange={(open) => setMoreOpenFor(open ? pathname : null)}
        />
      )}
      <TwoFactorPrompt />
    </div>
  );
}
