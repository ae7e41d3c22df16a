import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { shippedProm } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import GraphsPage from './GraphsPage';
import PromReportsPage from './PromReportsPage';
import { listItem, report } from './test-fixtures';

// The machine running the suite may be busy: give lazy chunks and fetches time.
configure({ asyncUtilTimeout: 5_000 });

const complete = report('phq9', { Score: 12 });
const partial = report('phq9', { isCompleted: false, percentCompleted: 40 });
const esas = report('esasr', { Score: 31 });

function serve() {
  signIn();
  stubServer((url) => {
    if (url === '/api/my/group/proms') return jsonResponse([listItem('phq9'), listItem('esasr', 'en'), listItem('gad7', 'en')]);
    if (url === '/api/my/group/proms/phq9') return jsonResponse(shippedProm('phq9', 'sv'));
    if (url === '/api/my/group/proms/esasr') return jsonResponse(shippedProm('esasr', 'en'));
    if (url === '/api/my/group/proms/gad7') return jsonResponse(shippedProm('gad7', 'en'));
    if (url === '/api/my/promreports?page=0&take=100&promId=phq9') return jsonResponse([complete, partial]);
    if (url === '/api/my/promreports?page=0&take=100&promId=esasr') return jsonResponse([esas]);
    if (url === '/api/my/promreports?page=0&take=100') return jsonResponse([complete, partial, esas]);
    return undefined;
  });
}

describe('PromReportsPage', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('draws the scores on the PROM’s range and lists every report with its score or how far it got', async () => {
    serve();
    renderRoutes([{ path: '/promreports/prom/:promId', element: <PromReportsPage /> }], '/promreports/prom/phq9');
    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fyll i formuläret' })).toHaveAttribute('href', '/promreport/edit/phq9');
    expect(await screen.findByRole('figure', { name: 'PHQ-9: poäng över tid' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Poäng från 0 till 27. Högre poäng betyder mer besvär.')).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: 'Dina svar' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/12 poäng av 27/);
    expect(items[0]).toHaveTextContent('Komplett');
    expect(within(items[0]!).getByRole('link', { name: 'Visa svaren' })).toHaveAttribute('href', `/promreport/edit/phq9/${complete.Id}`);
    expect(items[1]).toHaveTextContent('Påbörjat, 40 %');
    expect(items[1]).not.toHaveTextContent(/poäng av/);
    expect(within(items[1]!).getByRole('link', { name: 'Fortsätt fylla i' })).toBeInTheDocument();
  });

  it('shows no graph and no score for a PROM with HideScore', async () => {
    serve();
    renderRoutes([{ path: '/promreports/prom/:promId', element: <PromReportsPage /> }], '/promreports/prom/esasr');
    expect(await screen.findByText('Det här formuläret ger ingen poäng, så det visas ingen graf.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const [item] = within(screen.getByRole('region', { name: 'Dina svar' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Komplett');
    expect(item).not.toHaveTextContent(/poäng/);
  });

  it('says so when the PROM is not among the patient’s', async () => {
    serve();
    renderRoutes([{ path: '/promreports/prom/:promId', element: <PromReportsPage /> }], '/promreports/prom/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Formuläret finns inte bland dina formulär.');
    expect(screen.getByRole('link', { name: 'Till alla formulär' })).toHaveAttribute('href', '/proms');
  });
});

describe('GraphsPage', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('draws one graph per PROM with scores, leaving out PROMs with HideScore and PROMs without reports', async () => {
    serve();
    renderRoutes([{ path: '/graphs', element: <GraphsPage /> }], '/graphs');
    expect(await screen.findByRole('figure', { name: 'PHQ-9: poäng över tid' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Alla svar på PHQ-9' })).toHaveAttribute('href', '/promreports/prom/phq9');
    expect(screen.queryByRole('heading', { name: /ESAS/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'GAD-7' })).not.toBeInTheDocument();
  });
});
