import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEmptyDatabase } from '@/testing/empty-database.ts';
import { renderApp } from '@/testing/render-app.tsx';

/** The home starts with its part of the catalog alone (scripts/vite-catalog-split.ts). */
describe('the home’s part of the catalog', () => {
  const missing: string[] = [];
  const noteMissing = ({ id }: { id: string }) => missing.push(id);
  beforeEach(() => {
    missing.length = 0;
    localStorage.clear();
    stubEmptyDatabase();
    i18n.on('missing', noteMissing);
  });
  afterEach(() => {
    i18n.removeListener('missing', noteMissing);
    vi.unstubAllGlobals();
  });

  it('holds every message the home shows, and the next screen brings the rest before it renders', async () => {
    const { router } = await renderApp('/', { locale: 'es', catalog: 'home' });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('button', { name: 'Únete a la lista de espera' });
    expect(missing).toEqual([]);

    await router.navigate({ to: '/sign-in' });
    await screen.findByText('Inicia sesión en tu cuenta de Pitchcraft.');
    expect(missing).toEqual([]);
  });
});
