import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { IconHome, IconNotes, IconCalendar, IconLayoutDashboard } from '@tabler/icons-react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { tokenFixture } from '../test/render';
import { capability } from '@symptoms/domain';
import type { MenuEntry } from './feature-module';
import { actingOf, enabledModules, visibleMenuEntries } from './module-flags';
import { SideMenu } from './SideMenu';

const entries: MenuEntry[] = [
  { id: 'home', path: '/welcome', label: 'menu:welcome', icon: IconHome, order: 0, placement: 'main' },
  { id: 'notes', path: '/notes', label: 'Anteckningar', icon: IconNotes, order: 2, placement: 'main', module: 'notes' },
  { id: 'calendar', path: '/calendar', label: 'Kalender', icon: IconCalendar, order: 1, placement: 'more', module: 'calendar' },
  {
    id: 'dash',
    path: '/admin/dashboard',
    label: 'menu:admin-dashboard',
    icon: IconLayoutDashboard,
    order: 3,
    placement: 'main',
    can: capability('statistics', 'read', 'organization'),
  },
  {
    id: 'texts',
    path: '/admin/language-strings',
    label: 'menu:admin-language-strings',
    icon: IconLayoutDashboard,
    order: 4,
    placement: 'more',
    can: capability('language-strings', 'write', 'organization', 'system'),
  },
];

describe('module flags', () => {
  it('combines the configuration with the token flags', () => {
    const modules = enabledModules(['notes', 'proms', 'symptoms', 'graphs'], tokenFixture({ use_notes: false, use_proms: false }));
    expect([...modules]).toEqual(['symptoms', 'graphs']);
    expect([...enabledModules(['status', 'notes'], tokenFixture({ use_status: false }))]).toEqual(['notes']);
  });

  it('keeps entries whose module is on and whose capability the role has in the access table, in menu order', () => {
    const visible = visibleMenuEntries(entries, actingOf(tokenFixture()), new Set(['notes']));
    expect(visible.map((e) => e.id)).toEqual(['home', 'notes']);
    const organizationAdmin = tokenFixture({ role: 'tadm', organization: 'region', group: 'region', groups: ['region/region:tadm'] });
    expect(visibleMenuEntries(entries, actingOf(organizationAdmin), new Set(['notes'])).map((e) => e.id)).toEqual([
      'home',
      'notes',
      'dash',
      'texts',
    ]);
  });

  it('leaves out what a group admin’s memberships do not reach: the organization’s own screens', () => {
    const groupAdmin = tokenFixture({ role: 'admin', organization: 'region', group: 'clinic', groups: ['region/clinic:admin'] });
    expect(visibleMenuEntries(entries, actingOf(groupAdmin), new Set(['notes'])).map((e) => e.id)).toEqual(['home', 'notes']);
  });

  it('hides the menu entry of a disabled module', () => {
    const visible = visibleMenuEntries(
      entries,
      actingOf(tokenFixture()),
      enabledModules(['notes', 'calendar'], tokenFixture({ use_notes: false })),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <MemoryRouter>
            <SideMenu entries={visible} hidden={false} />
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/welcome');
    expect(screen.getByRole('link', { name: 'Kalender' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anteckningar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Översikt' })).not.toBeInTheDocument();
  });
});

describe('a group’s module flags', () => {
  it('narrow the configuration to what the active group uses, never adding a module the deployment turned off', () => {
    const token = tokenFixture();
    expect([...enabledModules(['notes', 'proms', 'trash'], token, ['notes', 'calendar'])]).toEqual(['notes']);
    expect([...enabledModules(['notes', 'proms'], token, null)]).toEqual(['notes', 'proms']);
  });
});
