import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shippedProm } from '@symptoms/domain';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { stubServer } from '../../test/fake-server';
import SearchPage from './SearchPage';
import { listItem } from './test-fixtures';

// The machine running the suite may be busy: give lazy chunks and fetches time.
configure({ asyncUtilTimeout: 5_000 });

function setup(path: string) {
  signIn();
  stubServer((url) => {
    if (url === '/api/my/group/proms') return jsonResponse(['phq9', 'health-today', 'who5'].map((id) => listItem(id)));
    if (url.startsWith('/api/my/group/proms/')) return jsonResponse(shippedProm(decodeURIComponent(url.split('/').pop()!), 'sv'));
    return undefined;
  });
  return renderRoutes([{ path: '/search', element: <SearchPage /> }], path);
}

describe('SearchPage', { timeout: 20_000 }, () => {
  afterEach(signOut);

  it('shows the PROMs matching the query from the URL, with links to fill them in', async () => {
    setup('/search?q=phq');
    expect(await screen.findByRole('status')).toHaveTextContent('1 formulär hittades för ”phq”.');
    expect(screen.getByRole('searchbox', { name: 'Sök formulär' })).toHaveValue('phq');
    const result = within(screen.getByRole('article', { name: 'PHQ-9' }));
    expect(result.getByRole('link', { name: 'Fyll i PHQ-9' })).toHaveAttribute('href', '/promreport/edit/phq9');
    expect(screen.queryByRole('article', { name: 'Hälsan i dag' })).not.toBeInTheDocument();
  });

  it('finds its own placeholder example "nedstämdhet" (a topic of PHQ-9) ', async () => {
    setup('/search?q=nedstämdhet');
    expect(await screen.findByRole('status')).toHaveTextContent('1 formulär hittades för ”nedstämdhet”.');
    expect(screen.getByRole('article', { name: 'PHQ-9' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sök formulär' })).toHaveAttribute('placeholder', expect.stringContaining('nedstämdhet'));
  });

  it('searches the question texts', async () => {
    setup('/search?q=energilös'); // PHQ-9 item 4: "Känt dig trött eller energilös"
    expect(await screen.findByRole('article', { name: 'PHQ-9' })).toBeInTheDocument();
  });

  it('keeps a new query in the URL and says when nothing matches', async () => {
    const { router } = setup('/search');
    expect(screen.getByText('Skriv en del av formulärets namn eller vad det mäter.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Sök formulär' });
    await userEvent.type(box, 'hälsa{Enter}');
    expect(await screen.findByRole('article', { name: 'Hälsan i dag' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=h%C3%A4lsa');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Sök formulär' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök formulär' }), 'xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Inga formulär matchar ”xyz”. Prova ett annat ord.');
    expect(router.state.location.search).toBe('?q=xyz');
  });
});
