import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { IconClipboardList } from '@tabler/icons-react';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import { SideMenu } from '../../app/SideMenu';
import { OpenRequestsBadge } from './OpenRequestsBadge';
import PromListPage from './PromListPage';
import { listItem, report, request } from './test-fixtures';

// The machine running the suite may be busy: give lazy chunks and fetches time.
configure({ asyncUtilTimeout: 5_000 });

const clinic = { OrganizationId: '3', GroupId: '4', GroupName: 'Vårdcentralen' };
const study = { OrganizationId: '7', GroupId: '12', GroupName: 'Adam-studien' };
const global = { OrganizationId: '0', GroupId: '0', GroupName: 'Symptoms' };
const unfinished = report('health-today', { isCompleted: false, percentCompleted: 40 });

function serve(requests = [request('phq9')]) {
  signIn();
  stubServer((url) => {
    if (url === '/api/my/group/proms')
      return jsonResponse([listItem('health-today'), listItem('phq9', 'sv', [global, clinic]), listItem('screening', 'sv', [study])]);
    if (url === '/api/my/promrequests') return jsonResponse(requests);
    if (url === '/api/my/proms/suggested') return jsonResponse([listItem('gad7', 'en')]);
    if (url === '/api/my/promreports?page=0&take=100') return jsonResponse([unfinished, report('phq9')]);
    return undefined;
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('PromListPage', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('shows requested, suggested and unfinished PROMs, then every PROM by group with the global group first', async () => {
    serve();
    renderRoutes([{ path: '/proms', element: <PromListPage /> }], '/proms');

    const requested = await screen.findByRole('region', { name: 'Begärda formulär' });
    expect(within(requested).getByRole('heading', { name: 'PHQ-9' })).toBeInTheDocument();
    expect(within(requested).getByText('Inför ditt nästa besök')).toBeInTheDocument();
    expect(within(requested).getByRole('link', { name: 'Fyll i PHQ-9' })).toHaveAttribute('href', '/promreport/edit/phq9');

    expect(section('Förslag till dig').getByRole('heading', { name: 'GAD-7' })).toBeInTheDocument();

    const started = await screen.findByRole('region', { name: 'Påbörjade formulär' });
    expect(within(started).getByRole('heading', { name: 'Hälsan i dag' })).toBeInTheDocument();
    expect(within(started).getByText('40 % ifyllt')).toBeInTheDocument();
    expect(within(started).getByRole('link', { name: 'Fortsätt' })).toHaveAttribute(
      'href',
      `/promreport/edit/health-today/${unfinished.Id}`,
    );
    expect(within(started).queryByText('PHQ-9')).not.toBeInTheDocument();

    const all = section('Alla formulär');
    expect(all.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Symptoms', 'Adam-studien', 'Vårdcentralen']);
    const globalGroup = within(all.getByRole('region', { name: 'Symptoms' }));
    expect(globalGroup.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Hälsan i dag', 'PHQ-9']);
    expect(globalGroup.getByText(/10 frågor/)).toBeInTheDocument();
    expect(globalGroup.getByRole('link', { name: 'Tidigare svar på PHQ-9' })).toHaveAttribute('href', '/promreports/prom/phq9');
    expect(within(all.getByRole('region', { name: 'Vårdcentralen' })).getByRole('heading', { name: 'PHQ-9' })).toBeInTheDocument();
  });

  it('leaves out the requested section when nothing is requested', async () => {
    serve([]);
    renderRoutes([{ path: '/proms', element: <PromListPage /> }], '/proms');
    expect(await screen.findByRole('region', { name: 'Alla formulär' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Begärda formulär' })).not.toBeInTheDocument();
  });
});

describe('OpenRequestsBadge', { timeout: 20_000 }, () => {
  afterEach(signOut);

  const menu = [
    {
      id: 'proms',
      path: '/proms',
      label: 'menu:proms',
      icon: IconClipboardList,
      order: 45,
      placement: 'main' as const,
      badge: OpenRequestsBadge,
    },
  ];

  it('counts the open requests on the menu entry, and says so to screen readers', async () => {
    serve([request('phq9'), request('gad7', { PromRequestId: 'BBBBBBBBBBBBBBBBBBBBBB' })]);
    renderRoutes([{ path: '/', element: <SideMenu entries={menu} hidden={false} /> }], '/');
    const link = await screen.findByRole('link', { name: /^Formulär\W+2 formulär att fylla i$/ });
    expect(within(link).getByTestId('open-requests-badge')).toHaveTextContent('2');
  });

  it('shows no badge without open requests', async () => {
    serve([]);
    renderRoutes([{ path: '/', element: <SideMenu entries={menu} hidden={false} /> }], '/');
    expect(await screen.findByRole('link', { name: 'Formulär' })).toBeInTheDocument();
    expect(screen.queryByTestId('open-requests-badge')).not.toBeInTheDocument();
  });
});
