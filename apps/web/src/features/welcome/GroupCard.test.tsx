import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyGroup } from '@symptoms/domain';
import { groupFixture } from '../../test/fake-server';
import { renderRoutes, signIn, signOut } from '../../test/render';
import { GroupCard } from './GroupCard';

/** The global group as the patient sees it, with `overrides`. */
const group = (overrides: Partial<MyGroup>): MyGroup =>
  groupFixture({
    Id: '0',
    OrganizationId: '0',
    Name: 'Symptoms',
    IsGlobal: true,
    Version: 1,
    GroupMemberships: [{ RoleId: 'pat' }],
    ...overrides,
  });

function setup(card: MyGroup) {
  signIn({ organization: card.OrganizationId, group: card.Id, role: 'pat' });
  return renderRoutes(
    [
      { path: '/welcome', element: <GroupCard group={card} productName="Symptoms" /> },
      { path: '/statusreport', element: <h1>Ny statusrapport</h1> },
    ],
    '/welcome',
  );
}

describe('GroupCard', () => {
  afterEach(signOut);

  it('the global card says what the group is for instead of being drawn empty', () => {
    setup(group({}));
    const card = screen.getByRole('heading', { name: 'Symptoms' }).closest('.group-card') as HTMLElement;
    expect(within(card).getByText(/rapportera symtom på kroppsfiguren/)).toBeInTheDocument();
  });

  it('"Läs om studien" opens the study information; starting from there opens the status report', async () => {
    const { router } = setup(
      group({
        Id: 'study',
        OrganizationId: 'region',
        IsGlobal: false,
        DisplayName: 'Studien Hälsa i vardagen',
        FormTitle: 'Hälsa i vardagen',
        FormText: 'En studie om hur symtom och mående varierar över veckan.',
        FormButtonLabel: 'Läs om studien',
        IntroText: 'Du deltar i studien Hälsa i vardagen.',
        StudyTasksPublished: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Läs om studien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Om Studien Hälsa i vardagen' });
    expect(within(dialog).getByText('En studie om hur symtom och mående varierar över veckan.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ge en statusrapport för studien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statusreport'));
  });

  it('a clinic’s card starts a status report without calling the clinic a study', async () => {
    setup(
      group({
        Id: 'smartmottagningen',
        OrganizationId: 'region',
        IsGlobal: false,
        DisplayName: 'Smärtmottagningen',
        WelcomeText: 'Välkommen till Smärtmottagningen i Region Exempel.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kom igång' }));
    const dialog = await screen.findByRole('dialog', { name: 'Om Smärtmottagningen' });
    expect(within(dialog).getByRole('button', { name: 'Ge en statusrapport' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/studien/)).toBeNull();
  });

  it('a group linked to a study in the research portal is a study too', async () => {
    setup(group({ Id: 'portal', OrganizationId: 'region', IsGlobal: false, DisplayName: 'Portalstudien', MFStudySlug: 'portal-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kom igång' }));
    const dialog = await screen.findByRole('dialog', { name: 'Om Portalstudien' });
    expect(within(dialog).getByRole('button', { name: 'Ge en statusrapport för studien' })).toBeInTheDocument();
  });
});
