import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { LanguageToggle } from './language-toggle.tsx';

describe('the language toggle', () => {
  afterEach(() => activateLocale('en'));

  it('opens its menu at the first press, its code loaded then, and switches the language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageToggle />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change language EN' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(i18n.locale).toBe('es');
  });

  it('opens from the keyboard too, with focus in the menu', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageToggle />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await screen.findByRole('menuitem', { name: 'English' });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  });

  it('gives focus back to its button when the first opening is closed with Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageToggle />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'English' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change language EN' }));
  });
});
