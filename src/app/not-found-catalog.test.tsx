import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteMissingMessages } from '@/testing/catalog-parts.ts';
import { renderApp } from '@/testing/render-app.tsx';

/**
 * A start on an address no route matches: the root route's lazy 404 draws the public layout, whose
 * copy is no longer in the start's part (scripts/vite-catalog-split.ts) but in the root route's.
 * Alone in its file, so no other test has loaded the home's parts.
 */
describe('the 404 with the catalog in parts', () => {
  const missing = noteMissingMessages();

  it('finds every message of the public layout and the 404 in the parts it loads', async () => {
    await renderApp('/nada/de/nada', { locale: 'es', catalog: 'parts' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar idioma ES' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
