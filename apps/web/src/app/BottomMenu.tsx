import { Menu, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './feature-module';

const MAX_MAIN_ENTRIES = 4;

interface BottomMenuProps {
  entries: readonly MenuEntry[];
  hidden: boolean;
  moreOpen: boolean;
  onMoreOpenChange: (open: boolean) => void;
}

/** Phones and tablets: the main entries side by side and the rest behind More (spec 1 §2). */
export function BottomMenu({ entries, hidden, moreOpen, onMoreOpenChange }: BottomMenuProps) {
  const { t } = useTranslation();
  const main = entries.filter((e) => e.placement === 'main').slice(0, MAX_MAIN_ENTRIES);
  const more = entries.filter((e) => !main.includes(e));

  return (
    <nav className="bottom-menu" aria-label={t('common:menu.label')} data-hidden={hidden}>
      {main.map((entry) => (
        <NavLink key={entry.id} to={entry.path} className="bottom-menu-item">
          <span className="bottom-menu-icon">
            <entry.icon size={24} stroke={1.75} />
            {entry.badge && (
              <span className="bottom-menu-badge">
                <entry.badge />
              </span>
            )}
          </span>
          <span>{t(entry.label)}</span>
        </NavLink>
      ))}
      {more.length > 0 && (
        // No focus placeholder: a focusable presentation element inside role="menu" breaks the menu's
        // required children (axe aria-required-children); the first item takes the focus instead.
        <Menu opened={moreOpen} onChange={onMoreOpenChange} position="top-end" width={220} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <UnstyledButton className="bottom-menu-item">
              <IconDots size={24} stroke={1.75} />
              <span>{t('common:menu.more')}</span>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((entry) => (
              <Menu.Item
                key={entry.id}
                component={Link}
                to={entry.path}
                leftSection={<entry.icon size={20} stroke={1.75} />}
                rightSection={entry.badge ? <entry.badge /> : undefined}
              >
                {t(entry.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  );
}
