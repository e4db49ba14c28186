import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadRouteCatalogs } from '@/lib/i18n/activate-locale.ts';
import { noteMissingMessages } from '@/testing/catalog-parts.ts';
import { renderApp, testSession } from '@/testing/render-app.tsx';

/**
 * The app starts with the start's part of the catalog, and each screen's route brings its own part
 * before it renders (scripts/vite-catalog-split.ts): no message is missing on the way.
 */
describe('the catalog in parts', () => {
  const missing = noteMissingMessages();

  it('holds every message the home shows, and the next screen brings its part before it renders', async () => {
    const { router } = await renderApp('/', { locale: 'es', catalog: 'parts' });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('button', { name: 'Únete a la lista de espera' });
    // The language menu loads on its first press; what it says is in the home's routes' parts.
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar idioma ES' }));
    await screen.findByRole('menuitem', { name: 'English' });
    await userEvent.keyboard('{Escape}');
    expect(missing).toEqual([]);

    await router.navigate({ to: '/sign-in' });
    await screen.findByText('Inicia sesión en tu cuenta de Pitchcraft.');
    expect(missing).toEqual([]);
  });

  it('loads the start address’s parts with the start’s (main.tsx), before the router asks', async () => {
    await activateLocale('es', { whole: false, routes: ['/_public/_guest/sign-up'] });
    expect(i18n._(msg`Build your first campaign in minutes.`)).toBe('Crea tu primera campaña en minutos.');
    expect(missing).toEqual([]);
  });

  it('gives a screen reached while the language changes its part in the new language', async () => {
    await activateLocale('en', { whole: false });
    const switching = activateLocale('es');
    // The router on its way to /thanks while Spanish loads: the interface is still English.
    await loadRouteCatalogs(['__root__', '/_public', '/_public/thanks']);
    await switching;
    expect(i18n._(msg`Back to the home page`)).toBe('Volver a la página de inicio');
    expect(missing).toEqual([]);
  });

  it('gives the first signed-in screen, its layout and its side bar their parts', async () => {
    const workspace = '0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b';
    await renderApp(`/organizations/${workspace}/campaigns`, {
      session: testSession(),
      locale: 'es',
      catalog: 'parts',
    });
    await screen.findByRole('heading', { level: 1, name: 'Campañas' });
    await screen.findByRole('navigation', { name: 'Espacio de trabajo' });
    expect(missing).toEqual([]);
  });
});
