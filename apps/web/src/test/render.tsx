import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { LoginTokenResponse } from '@symptoms/domain';
import { createQueryClient, Providers } from '../app/Providers';
import { reloadSessionFromStorage } from '../api/session';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<Providers queryClient={queryClient}>{ui}</Providers>) };
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient, ...view };
}

export function tokenFixture(overrides: Partial<LoginTokenResponse> = {}): LoginTokenResponse {
  return {
    access_token: 'access-1',
    token_type: 'Bearer',
    expires_in: 600,
    refresh_token: 'refresh-1',
    refresh_token_secret: 'secret-1',
    pid: '11111111-1111-4111-8111-111111111111',
    deactivated: false,
    deactivated_date: null,
    role: 'pat',
    scope: 'identity api',
    groups: ['0/0:pat'],
    group: '0',
    organization: '0',
    session_id: '22222222-2222-4222-8222-222222222222',
    consented_to_required_contracts: true,
    responded_to_optional_contracts: true,
    twofactor_enabled: false,
    twofactor_authenticated: false,
    twofactor: false,
    use_notes: true,
    use_proms: true,
    use_status: true,
    use_symptoms: true,
    last_login: null,
    encryption_key: 'key',
    language: 'sv',
    ...overrides,
  };
}

/** Puts a signed-in session into sessionStorage and the store, as after a login. */
export function signIn(overrides: Partial<LoginTokenResponse> = {}): LoginTokenResponse {
  const token = tokenFixture(overrides);
  sessionStorage.setItem('symptoms.session', JSON.stringify({ token, receivedAt: Date.now(), language: token.language }));
  reloadSessionFromStorage();
  return token;
}

export function signOut(): void {
  sessionStorage.clear();
  reloadSessionFromStorage();
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
