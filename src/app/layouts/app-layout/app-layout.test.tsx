import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testSession } from '@/testing/render-app.tsx';

describe('the in-app layout', () => {
  beforeEach(() => localStorage.clear());

  it('lists the side bar entries for the current workspace', async () => {
    await renderApp('/organizations/42/campaigns', { session: testSession() });
    const sideBar = await screen.findByRole('navigation', { name: 'Workspace' });
    for (const name of ['Campaigns', 'Landing pages', 'Clients', 'Members', 'Settings', 'My workspaces']) {
      expect(sideBar).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Landing pages' })).toHaveAttribute(
      'href',
      '/organizations/42/pages',
    );
  });

  it('folds the side bar to icons and remembers it', async () => {
    const user = userEvent.setup();
    await renderApp('/organizations/42/campaigns', { session: testSession() });
    await user.click(await screen.findByRole('button', { name: 'Collapse side bar' }));
    expect(screen.getByRole('button', { name: 'Expand side bar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Clients' })).not.toHaveTextContent('Clients');
    expect(localStorage.getItem('pitchcraft:side-bar-collapsed')).toBe('true');
  });

  it('offers the workspace sections from the top menu', async () => {
    const user = userEvent.setup();
    await renderApp('/organizations/42/clients/7/leads', { session: testSession() });
    expect(await screen.findByRole('link', { name: 'Edit client' })).toHaveAttribute(
      'href',
      '/organizations/42/clients/7/edit',
    );
    await user.click(screen.getByRole('button', { name: 'Current workspace' }));
    for (const name of ['Dashboard', 'Edit workspace', 'My workspaces', 'Members']) {
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('disables workspace entries until a workspace is chosen', async () => {
    // A user-level path with no data behind it: the layout without a workspace in the address.
    await renderApp('/user/nothing-here', { session: testSession() });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('button', { name: 'Campaigns' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'My workspaces' })).toBeInTheDocument();
  });
});
