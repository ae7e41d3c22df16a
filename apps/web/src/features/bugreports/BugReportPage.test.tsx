import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../test/fake-server';
import { jsonResponse, renderRoutes, signIn, signOut } from '../../test/render';
import { BugReportPage } from './BugReportPage';

const routes = [
  { path: '/bugreport', element: <BugReportPage /> },
  { path: '/welcome', element: <p>hem</p> },
];

describe('BugReportPage', () => {
  afterEach(() => {
    signOut();
    localStorage.clear();
  });

  it('sends only a description longer than 7 characters, keeps it as a draft until sent, and goes home after', async () => {
    signIn();
    const fetchMock = stubServer((url) =>
      url === '/api/bugreports' ? jsonResponse({ Id: '44444444-4444-4444-8444-444444444444' }, 201) : undefined,
    );
    const view = renderRoutes(routes, '/bugreport');
    const text = await screen.findByLabelText(/Vad hände/);
    await userEvent.type(text, 'kort');
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    await userEvent.type(text, ' text här');
    expect(JSON.parse(localStorage.getItem('symptoms.bugreport.draft')!)).toMatchObject({ description: 'kort text här' });
    view.unmount();

    renderRoutes(routes, '/bugreport');
    expect(await screen.findByLabelText(/Vad hände/)).toHaveValue('kort text här');
    await userEvent.click(screen.getByLabelText(/Skicka anonymt/));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('hem')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/bugreports')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ Description: 'kort text här', Anonymous: true, Screenshots: [] });
    expect(localStorage.getItem('symptoms.bugreport.draft')).toBeNull();
  });
});
