import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEmptyDatabase } from '@/testing/empty-database.ts';
import { renderApp, testSession } from '@/testing/render-app.tsx';

const WORKSPACE = '0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b';

describe('the in-app layout, by keyboard and screen reader', () => {
  beforeEach(() => {
    localStorage.clear();
    stubEmptyDatabase();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts Tab on a link that skips to the screen itself', async () => {
    const user = userEvent.setup();
    await renderApp(`/organizations/${WORKSPACE}/campaigns`, { session: testSession() });
    await screen.findByRole('navigation', { name: 'Workspace' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each([
    ['en', 'Campaigns · Pitchcraft'],
    ['es', 'Campañas · Pitchcraft'],
  ] as const)('names the document after the screen (%s)', async (locale, title) => {
    await renderApp(`/organizations/${WORKSPACE}/campaigns`, { session: testSession(), locale });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('opens a menu on its first item, with its divider a separator, and lets Tab move past it', async () => {
    const user = userEvent.setup();
    await renderApp('/lobby', { session: testSession() });
    // Before its first press the menu's code is not loaded: the button says what it opens.
    const standIn = await screen.findByRole('button', { name: 'Account menu' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.click(standIn);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My workspaces' })).toHaveFocus());
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Closed, and focus went on from the menu's button to what follows it, not round the items.
    // (The button is the menu's own now, in place of the one drawn before the first press.)
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).not.toBe(document.body);
    expect(button).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
  });
});
