import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { adminUser, groups } from './fixtures.test-data';
import { RolesEditor } from './RolesEditor';

describe('RolesEditor', () => {
  it('offers the admin role list per group, leaves patient memberships alone and saves every staff role', async () => {
    const onSave = vi.fn();
    const user = adminUser({
      Memberships: [
        { GroupId: 'halsa-i-vardagen', RoleId: 'pat' },
        { GroupId: 'smartmottagningen', RoleId: 'phys' },
      ],
    });
    renderWithProviders(<RolesEditor user={user} groups={groups} saving={false} onSave={onSave} />);
    const clinic = screen.getByRole('group', { name: 'Smärtmottagningen' });
    const study = screen.getByRole('group', { name: 'Hälsa i vardagen' });
    expect(within(clinic).getByRole('checkbox', { name: 'Läkare' })).toBeChecked();
    expect(within(study).queryByRole('checkbox', { name: /test/i })).not.toBeInTheDocument();
    expect(within(study).queryByRole('checkbox', { name: 'Patient' })).not.toBeInTheDocument();
    expect(within(study).getByText('Även patient i gruppen (ändras inte här).')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Spara rollerna' });
    expect(save).toBeDisabled();

    await userEvent.click(within(clinic).getByRole('checkbox', { name: 'Läkare' }));
    await userEvent.click(within(study).getByRole('checkbox', { name: 'Forskare' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith([{ GroupId: 'halsa-i-vardagen', RoleId: 'res' }]);
  });
});
