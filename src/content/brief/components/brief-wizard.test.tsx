import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey } from '@/content/brief/model/draft-storage.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { BriefWizard } from './brief-wizard.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';

const workspace = {
  id: WORKSPACE_ID,
  name: 'Harbor & Pine',
  primary_color: '#f5f1e8',
  secondary_color: '#13294b',
  tertiary_color: '#e4572e',
  quaternary_color: '#c9b79c',
};
const client = {
  id: CLIENT_ID,
  name: 'Bluebird Bikes',
  primary_color: '#eef6ff',
  secondary_color: null,
  tertiary_color: '#1d4ed8',
  quaternary_color: null,
};

/** The user's membership of the workspace: an editor of the whole workspace unless a test limits it. */
const membership = vi.hoisted(() => ({ role: 'editor', limited_to_clients: false }));

/** Stands in for PostgREST: the user's one workspace, its brand, and one client. */
vi.mock('@/lib/supabase.ts', () => {
  const query = (table: string) => {
    let single = false;
    const builder = {
      select: () => builder,
      eq: () => builder,
      order: () => builder,
      range: () => builder,
      maybeSingle: () => {
        single = true;
        return builder;
      },
      // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
      then: (resolve: (result: unknown) => unknown) => {
        const rows = table === 'workspaces' ? [{ ...workspace, mine: [membership] }] : [client];
        return Promise.resolve({ data: single ? rows[0] : rows, error: null, status: 200 }).then(resolve);
      },
    };
    return builder;
  };
  const session = { user: { id: '00000000-0000-4000-8000-000000000001' } };
  return { supabase: { from: query, auth: { getSession: async () => ({ data: { session } }) } } };
});

async function renderWizard(kind: 'email' | 'page' = 'email') {
  const onReview = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <BriefWizard kind={kind} workspaceId={WORKSPACE_ID} onReview={onReview} />
      </Suspense>
    </QueryClientProvider>,
  );
  await screen.findByRole('tab', { name: /Workspace and client/ });
  return { ...view, onReview };
}

/** Puts text in a field as a paste does: one change, quick even on a busy machine. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => {
  localStorage.clear();
  membership.limited_to_clients = false;
});

describe('BriefWizard', () => {
  it('shows the tabs of SPEC §2 in order, with branding its own tab for pages', async () => {
    await renderWizard('email');
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      '1Workspace and client',
      '2General information',
      '3Goals and objectives',
      '4Colours and branding',
      '5Target audience, demographics and legal',
    ]);
  });

  it('separates colours and branding for pages', async () => {
    await renderWizard('page');
    const names = screen.getAllByRole('tab').map((element) => element.textContent);
    expect(names).toContain('4Colours');
    expect(names).toContain('5Branding');
  });

  it('will not leave general information without a name, marks the tab and focuses the field', async () => {
    await renderWizard();
    await next();
    expect(tab(/General information/)).toHaveAttribute('aria-selected', 'true');
    await next();
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Fill in this field.'));
    expect(tab(/General information/)).toHaveAccessibleName('General information (has errors)');
    await waitFor(() => expect(name).toHaveFocus());

    // Typing clears the field's error; the tab is clean again once every field is.
    await fill(name, 'Spring tune-up week');
    await fill(screen.getByRole('textbox', { name: /Product or service name/ }), 'Tune-up');
    await fill(screen.getByRole('textbox', { name: /Description/ }), 'A full service in a day.');
    expect(tab(/General information/)).toHaveAccessibleName('General information');
    await next();
    expect(tab(/Goals and objectives/)).toHaveAttribute('aria-selected', 'true');
  });

  it('says when a text is longer than the generators read, keeping what was typed', async () => {
    await renderWizard();
    await userEvent.click(tab(/General information/));
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(201));
    await next();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Use at most 200 characters.'));
    expect(name).toHaveValue('x'.repeat(201));
  });

  it('refuses a colour that is not #rrggbb, and the final step sends the user back to that tab', async () => {
    const { onReview } = await renderWizard();
    await userEvent.click(tab(/General information/));
    await fill(screen.getByRole('textbox', { name: /Campaign name/ }), 'Spring tune-up week');
    await fill(screen.getByRole('textbox', { name: /Product or service name/ }), 'Tune-up');
    await fill(screen.getByRole('textbox', { name: /Description/ }), 'A full service in a day.');

    await userEvent.click(tab(/Colours and branding/));
    const primary = screen.getByRole('textbox', { name: /^Primary · Backgrounds/ });
    expect(primary).toHaveValue('#f5f1e8');
    await userEvent.clear(primary);
    await fill(primary, 'blue');

    await userEvent.click(tab(/Target audience/));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(onReview).not.toHaveBeenCalled();
    expect(tab(/Colours and branding/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Colours and branding/)).toHaveAccessibleName(/\(has errors\)$/);
    const alert = screen.getByRole('alert', { name: 'Some tabs need attention' });
    expect(within(alert).getByRole('button', { name: 'Colours and branding' })).toBeInTheDocument();
    const invalid = screen.getByRole('textbox', { name: /^Primary · Backgrounds/ });
    expect(invalid).toHaveAccessibleDescription(expect.stringContaining('Enter a colour as #rrggbb.'));
    await waitFor(() => expect(invalid).toHaveFocus());

    await userEvent.clear(invalid);
    await fill(invalid, '#ffffff');
    await userEvent.click(tab(/Target audience/));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(onReview).toHaveBeenCalledTimes(1);
  }, 20_000); // Types into five fields across three tabs: slow on a busy machine, not a speed goal.

  it('starts from the chosen client’s colours, the workspace’s where the client has none', async () => {
    await renderWizard();
    const clientSelect = screen.getByRole('combobox', { name: /^Client/ });
    await waitFor(() => expect(clientSelect).toBeEnabled());
    await userEvent.click(clientSelect);
    await userEvent.click(await screen.findByRole('option', { name: 'Bluebird Bikes' }));
    await userEvent.click(tab(/Colours and branding/));
    expect(screen.getByRole('textbox', { name: /^Primary/ })).toHaveValue('#eef6ff');
    expect(screen.getByRole('textbox', { name: /^Secondary/ })).toHaveValue('#13294b');
    expect(screen.getByRole('textbox', { name: /^Tertiary/ })).toHaveValue('#1d4ed8');
  });

  it('a workspace editor may leave the client empty', async () => {
    await renderWizard();
    const clientSelect = screen.getByRole('combobox', { name: /^Client/ });
    await waitFor(() => expect(clientSelect).toBeEnabled());
    expect(clientSelect).toHaveAttribute('placeholder', 'No client');
    await next();
    expect(tab(/General information/)).toHaveAttribute('aria-selected', 'true');
  });

  it('an editor limited to some clients must choose one of them, and is not offered “No client”', async () => {
    membership.limited_to_clients = true;
    await renderWizard();
    const clientSelect = screen.getByRole('combobox', { name: /^Client/ });
    await waitFor(() => expect(clientSelect).toBeEnabled());
    expect(clientSelect).toHaveAttribute('placeholder', 'Choose one of your clients');
    expect(clientSelect).toBeRequired();
    await next();
    expect(tab(/Workspace and client/)).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText('Choose one of your clients: your role in this workspace covers only them.'),
    ).toBeInTheDocument();
    await userEvent.click(clientSelect);
    await userEvent.click(await screen.findByRole('option', { name: 'Bluebird Bikes' }));
    await next();
    expect(tab(/General information/)).toHaveAttribute('aria-selected', 'true');
  });

  it('restores the draft and its tab after a remount, and forgets it on start over', async () => {
    const first = await renderWizard();
    await userEvent.click(tab(/General information/));
    await fill(screen.getByRole('textbox', { name: /Campaign name/ }), 'Spring tune-up week');
    await userEvent.click(tab(/Goals and objectives/));
    await fill(screen.getByRole('textbox', { name: /^Goals/ }), 'Fill the April calendar');
    first.unmount();
    expect(localStorage.getItem(draftStorageKey('email', WORKSPACE_ID))).toContain('Spring tune-up week');

    await renderWizard();
    expect(screen.getByText('Your draft is back')).toBeInTheDocument();
    expect(tab(/Goals and objectives/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /^Goals/ })).toHaveValue('Fill the April calendar');
    await userEvent.click(tab(/General information/));
    expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveValue('Spring tune-up week');

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear the brief' }));
    expect(localStorage.getItem(draftStorageKey('email', WORKSPACE_ID))).toBeNull();
    await waitFor(() => expect(tab(/Workspace and client/)).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(tab(/General information/));
    expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveValue('');
  });

  it('keeps a page draft apart from a campaign draft', async () => {
    const campaign = await renderWizard('email');
    await userEvent.click(tab(/General information/));
    await fill(screen.getByRole('textbox', { name: /Campaign name/ }), 'Only the email');
    campaign.unmount();
    await renderWizard('page');
    await userEvent.click(tab(/General information/));
    expect(screen.getByRole('textbox', { name: /Page name/ })).toHaveValue('');
  });
});
