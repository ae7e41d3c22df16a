import { Button, Menu } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconFileCertificate,
  IconInfoCircle,
  IconLanguage,
  IconLogout,
  IconShieldLock,
  IconUserCircle,
  IconUserCog,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@symptoms/domain';
import { toast } from '../ui/toast';
import { useChangeLanguage } from './session-actions';
import { useMyUser } from './session-hooks';

export function UserMenu() {
  const { t, i18n } = useTranslation('common');
  const user = useMyUser();
  const changeLanguage = useChangeLanguage();
  const fullName = user.data ? `${user.data.FirstName} ${user.data.LastName}`.trim() : t('header.account');

  return (
    <Menu position="bottom-end" width={240} withInitialFocusPlaceholder={false}>
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
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCog size={18} stroke={1.75} />}>
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/consents" leftSection={<IconFileCertificate size={18} stroke={1.75} />}>
          {t('menu.consents')}
        </Menu.Item>
        <Menu.Item component={Link} to="/about" leftSection={<IconInfoCircle size={18} stroke={1.75} />}>
          {t('menu.about')}
        </Menu.Item>
        <Menu.Item component={Link} to="/privacy" leftSection={<IconShieldLock size={18} stroke={1.75} />}>
          {t('menu.privacy')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={18} stroke={1.75} />}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
