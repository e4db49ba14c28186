import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zeroRightClassName } from 'react-remove-scroll-bar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubEmptyDatabase } from '@/testing/empty-database.ts';
import { renderApp, testSession } from '@/testing/render-app.tsx';

const WORKSPACE = '0b7e1a52-3c4d-4e5f-8a9b-1c2d3e4f5a6b';
const CLIENT = '5d1c9e7a-2b3f-4c8d-9e0a-7f6b5c4d3e2a';

describe('the in-app layout', () => {
  let requested: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    requested = stubEmptyDatabase();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the side bar entries for the current workspace', async () => {
    await renderApp(`/organizations/${WORKSPACE}/campaigns`, { session: testSession() });
    const sideBar = await screen.findByRole('navigation', { name: 'Workspace' });
    for (const name of ['Campaigns', 'Landing pages', 'Clients', 'Members', 'Settings', 'My workspaces']) {
      expect(sideBar).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Landing pages' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE}/pages`,
    );
  });

  it('marks the fixed header for the dialogs’ scroll lock, so it does not shift when one opens', async () => {
    await renderApp(`/organizations/${WORKSPACE}/campaigns`, { session: testSession() });
    expect(await screen.findByRole('banner')).toHaveClass(zeroRightClassName);
  });

  it('folds the side bar to icons and remembers it', async () => {
    const user = userEvent.setup();
    await renderApp(`/organizations/${WORKSPACE}/campaigns`, { session: testSession() });
    await user.click(await screen.findByRole('button', { name: 'Collapse side bar' }));
    expect(screen.getByRole('button', { name: 'Expand side bar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Clients' })).not.toHaveTextContent('Clients');
    expect(localStorage.getItem('pitchcraft:side-bar-collapsed')).toBe('true');
  });

  it('offers the workspace sections from the top menu', async () => {
    const user = userEvent.setup();
    await renderApp(`/organizations/${WORKSPACE}/clients/${CLIENT}/leads`, { session: testSession() });
    expect(await screen.findByRole('link', { name: 'Edit client' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE}/clients/${CLIENT}/edit`,
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

  it.each([
    ['a workspace', '/organizations/42/campaigns'],
    ['a client', `/organizations/${WORKSPACE}/clients/7/leads`],
    ['an email campaign', `/organizations/${WORKSPACE}/campaigns/42/view`],
    ['a landing page', `/organizations/${WORKSPACE}/pages/42/editor`],
    ['a workspace to edit', '/user/organizations/42/edit'],
  ])(
    'answers an id of %s that is not a UUID with the 404, asking the database nothing about it',
    async (_, path) => {
      await renderApp(path, { session: testSession() });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByText(path)).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /error/i })).not.toBeInTheDocument();
      expect(requested.filter((url) => /\b(42|7)\b/.test(url))).toEqual([]);
    },
  );
});
