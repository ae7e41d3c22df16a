import { Anchor } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLink, headerLinkShown } from './BrandLink';
import { LanguageSwitch } from './LanguageSwitch';

/** Screens without a session: product name, language choice and the privacy link. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="public-shell">
      <header className="app-header">
        <BrandLink to={headerLinkShown(pathname) ? '/login' : null} />
        <LanguageSwitch />
      </header>
      <main id="main" className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <Anchor component={Link} to="/privacy">
          {t('menu.privacy')}
        </Anchor>
        <Anchor component={Link} to="/about">
          {t('menu.about')}
        </Anchor>
      </footer>
    </div>
  );
}
