import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { noteMissingMessages, refuseInAMutation } from '@/testing/catalog-parts.ts';
import { renderApp, testSession } from '@/testing/render-app.tsx';

/**
 * The global error toast says a refusal's sentence, which is in no part the home loads: the
 * `later` part loads with any screen but the home's (scripts/vite-catalog-split.ts). Alone in its
 * file: the catalog loaded by another test would hide a part that failed to load here.
 */
const missing = noteMissingMessages();

it('says a refusal on a signed-in screen in its language, and in the one the user switches to', async () => {
  const workspace = '0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b';
  const { router } = await renderApp(`/organizations/${workspace}/campaigns`, {
    session: testSession(),
    locale: 'es',
    catalog: 'parts',
  });
  await screen.findByRole('heading', { level: 1, name: 'Campañas' });
  // In with the screen, before any error: the toast waits for no catalog.
  expect(i18n._('refusals.owner_only')).toBe('Solo el propietario de este espacio de trabajo puede hacerlo.');

  await refuseInAMutation(router.options.context.queryClient, 'viewer_read_only');
  await screen.findByText('Tu rol en este espacio de trabajo te permite ver, pero no hacer cambios.');

  await activateLocale('en');
  expect(i18n._('refusals.owner_only')).toBe('Only the owner of this workspace can do this.');
  expect(missing).toEqual([]);
});
