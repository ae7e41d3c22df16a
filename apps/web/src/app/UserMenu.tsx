import { Button, Menu } from '@mantine/core';
import {
  IconBug,
  IconCheck,
  IconEye,
  IconChevronDown,
  IconFileCertificate,
  IconHelp,
  IconInfoCircle,
  IconLanguage,
  IconListDetails,
  IconLogout,
  IconMail,
  IconNews,
  IconShare,
  IconShieldLock,
  IconTrash,
  IconUserCircle,
  IconUserCog,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@symptoms/domain';
import { toast } from '../ui/toast';
import { featureRoutes } from './features';
import { useChangeLanguage } from './session-actions';
import { useEnabledModules, useMyGroups, useMyUser, useSession, useActing } from './session-hooks';
import { userMenuEntries } from './user-menu-entries';

const ICONS: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  news: IconNews,
  auditlogs: IconListDetails,
  consents: IconFileCertificate,
  access: IconEye,
  trash: IconTrash,
  bugreport: IconBug,
  invites: IconMail,
  profile: IconUserCog,
  shares: IconShare,
  about: IconInfoCircle,
  privacy: IconShieldLock,
};

/** The user menu: language, the entries of spec 3 §2 behind their module flags, the group's help, logout. */
export function UserMenu({ routes = featureRoutes }: { routes?: typeof featureRoutes }) {
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const user = useMyUser();
  const groups = useMyGroups();
  const modules = useEnabledModules();
  const changeLanguage = useChangeLanguage();
  const fullName = user.data ? `${user.data.FirstName} ${user.data.LastName}`.trim() : t('header.account');
  const acting = useActing();
  const entries = acting && modules ? userMenuEntries(routes, acting, modules) : [];
  const activeGroup = session && groups.data?.find((g) => g.Id === session.token.group && g.OrganizationId === session.token.organization);
  const helpUrl = activeGroup ? activeGroup.HelpUrl : null;

  return (
    <Menu position="bottom-end" width={260} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" leftSection={<IconUserCircle size={22} stroke={1.75} />} rightSection={<IconChevronDown size={16} />}>
          <span className="user-name">{fullName}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            leftSection={i18n.language === language ? <IconCheck size={18} /> : <IconLanguage size={18} stroke={1.75} />}
            onClick={() => {
              changeLanguage(language).catch(() => toast.error(t('language.saveFailed')));
            }}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {entries.map((entry) => {
          const Icon = ICONS[entry.id] ?? IconInfoCircle;
          return (
            <Menu.Item key={entry.id} component={Link} to={entry.path} leftSection={<Icon size={18} stroke={1.75} />}>
              {t(`menu.${entry.id}`)}
            </Menu.Item>
          );
        })}
        {helpUrl && (
          <Menu.Item
            component="a"
            href={helpUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconHelp size={18} stroke={1.75} />}
          >
            {t('menu.help')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={18} stroke={1.75} />}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
