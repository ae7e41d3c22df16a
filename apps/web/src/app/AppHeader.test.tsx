import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppHeader } from './AppHeader';
import { headerLinkShown } from './BrandLink';
import { jsonResponse, renderRoutes, signIn, signOut } from '../test/render';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

function renderHeaderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({})),
  );
  signIn();
  renderRoutes([{ path: '*', element: <AppHeader /> }], path);
}

describe('the header link', () => {
  it('links the product name to the start page on ordinary screens', async () => {
    renderHeaderAt('/symptom/select');
    expect((await screen.findByText('Symptoms')).closest('a')).not.toBeNull();
  });

  it('is not a link on /symptomlist, reached from a questionnaire (spec 1 §2)', async () => {
    renderHeaderAt('/symptomlist');
    const brand = await screen.findByText('Symptoms');
    expect(brand.closest('a')).toBeNull();
    expect(headerLinkShown('/symptomlist/')).toBe(false);
    expect(headerLinkShown('/tos')).toBe(false);
    expect(headerLinkShown('/welcome')).toBe(true);
  });
});
