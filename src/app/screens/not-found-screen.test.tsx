import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testSession } from '@/testing/render-app.tsx';

describe('a path that matches no route', () => {
  it('shows Page not found with the path, inside the public layout', async () => {
    await renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/place')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pitchcraft home' })).toBeInTheDocument();
  });

  it('stays inside the in-app layout under a workspace', async () => {
    await renderApp('/organizations/0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b/nowhere', {
      session: testSession(),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('/organizations/0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b/nowhere'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
  });

  it('speaks Spanish when Spanish is chosen', async () => {
    await renderApp('/nada', { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
