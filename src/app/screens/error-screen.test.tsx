import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { onUnauthorized } from '@/lib/http/unauthorized.ts';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { ErrorScreen } from './error-screen.tsx';

/** A router of two routes: a home, and a page whose loader fails with `error`. */
function renderFailingPage(error: unknown) {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: ErrorScreen });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> });
  let fail = true;
  const failing = createRoute({
    getParentRoute: () => rootRoute,
    path: '/failing',
    loader: () => {
      if (fail) throw error;
    },
    component: () => <h1>Recovered</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, failing]),
    history: createMemoryHistory({ initialEntries: ['/failing'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
  return {
    router,
    stopFailing: () => {
      fail = false;
    },
  };
}

describe('ErrorScreen', () => {
  beforeAll(() => activateLocale('en'));

  it('shows the status code and the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(new HttpError(503));
    expect(
      await screen.findByRole('heading', { name: 'There has been an unexpected error.' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Status code 503')).toHaveTextContent('503');
  });

  it('shows 500 for an error without a status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(new Error('boom'));
    expect(await screen.findByLabelText('Status code 500')).toBeInTheDocument();
  });

  it('clears the error and goes to the root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderFailingPage(new HttpError(500));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear errors' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('ends the session on a 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    renderFailingPage(new HttpError(401));
    await screen.findByLabelText('Status code 401');
    stop();
    expect(unauthorized).toHaveBeenCalled();
  });

  it('logs the error to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new HttpError(502);
    renderFailingPage(error);
    await screen.findByLabelText('Status code 502');
    expect(log).toHaveBeenCalledWith(error);
  });
});
