import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { noteMissingMessages, refuseInAMutation } from '@/testing/catalog-parts.ts';
import { renderApp } from '@/testing/render-app.tsx';

/**
 * The home's parts of the catalog have no refusal (its one mutation says its own errors): should a
 * global error toast show there, it brings the `later` part itself. Alone in its file, so no other
 * test has loaded that part.
 */
noteMissingMessages();

it('says a refusal on the home in the reader’s language', async () => {
  const { router } = await renderApp('/', { locale: 'es', catalog: 'parts' });
  await screen.findByRole('heading', { level: 1 });
  expect(i18n._('refusals.viewer_read_only')).toBe('refusals.viewer_read_only');

  await refuseInAMutation(router.options.context.queryClient, 'viewer_read_only');
  await screen.findByText('Tu rol en este espacio de trabajo te permite ver, pero no hacer cambios.');
});
