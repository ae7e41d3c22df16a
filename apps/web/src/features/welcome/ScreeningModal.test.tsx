import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderRoutes, signIn, signOut } from '../../test/render';
import { ScreeningModal } from './ScreeningModal';

function Where() {
  return <output>{useLocation().search}</output>;
}

describe('ScreeningModal', () => {
  afterEach(() => signOut());

  it('opens on the screening flag and takes the flag out of the address when closed', async () => {
    signIn();
    renderRoutes(
      [
        {
          path: '/welcome',
          element: (
            <>
              <ScreeningModal />
              <Where />
            </>
          ),
        },
      ],
      '/welcome?diatesthelpscreening=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Prata med din vårdkontakt först' });
    expect(dialog).toHaveTextContent('din vårdkontakt inte vet att du vill delta i studien');
    await userEvent.click(screen.getByRole('button', { name: 'Jag förstår' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays closed without the flag', async () => {
    signIn();
    renderRoutes([{ path: '/welcome', element: <ScreeningModal /> }], '/welcome');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
