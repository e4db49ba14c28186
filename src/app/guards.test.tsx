import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase.ts';
import { stubEmptyDatabase } from '@/testing/empty-database.ts';
import { renderApp, testSession } from '@/testing/render-app.tsx';

const WORKSPACE = '0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b';

beforeEach(() => stubEmptyDatabase());
afterEach(() => vi.unstubAllGlobals());

describe('logged-in guard', () => {
  it('sends a visitor without a session to sign-in, remembering where they were going', async () => {
    const { router } = await renderApp(`/organizations/${WORKSPACE}/campaigns?view=all`);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({
      redirect: `/organizations/${WORKSPACE}/campaigns?view=all`,
    });
  });

  it('lets a signed-in user in', async () => {
    await renderApp(`/organizations/${WORKSPACE}/campaigns`, { session: testSession() });
    expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
  });

  it('returns to the guarded page after signing in', async () => {
    const session = testSession();
    // A guarded path with no data behind it, so the test needs no database.
    const { router, setSession } = await renderApp('/user/nothing-here');
    vi.spyOn(supabase.auth, 'signInWithPassword').mockImplementation(async () => {
      setSession(session);
      return { data: { session, user: session.user }, error: null };
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/nothing-here');
    expect(supabase.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
  });
});

describe('logged-out guard', () => {
  it('sends a signed-in user away from sign-in, to the page they asked for', async () => {
    const { router } = await renderApp(`/sign-in?redirect=%2Forganizations%2F${WORKSPACE}%2Fclients`, {
      session: testSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organizations/${WORKSPACE}/clients`));
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
  });

  it('never follows a redirect to another site', async () => {
    const { router } = await renderApp('/sign-up?redirect=https%3A%2F%2Fevil.test', {
      session: testSession(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby'));
  });
});
