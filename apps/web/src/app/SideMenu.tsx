import { NavLink as MantineNavLink } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './feature-module';

export function SideMenu({ entries, hidden }: { entries: readonly MenuEntry[]; hidden: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="side-menu" aria-label={t('common:menu.label')} data-hidden={hidden}>
      <div className="side-menu-links">
        {entries.map((entry) => (
          <MantineNavLink
            key={entry.id}
            component={NavLink}
            to={entry.path}
            label={t(entry.label)}
            leftSection={<entry.icon size={20} stroke={1.75} />}
            rightSection={entry.badge ? <entry.badge /> : undefined}
            className="side-menu-link"
          />
        ))}
      </div>
    </nav>
  );
}
