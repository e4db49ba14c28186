import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import type { ActivityEvent } from '../api/activity-feed.ts';
import { ActivityFeed } from './activity-feed.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';
const PAGE_ID = '66666666-6666-4666-8666-666666666666';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';

/** Stands in for PostgREST: the stored events (newest first) and the filters each read used. */
const backend = vi.hoisted(() => ({
  events: [] as ActivityEvent[],
  filters: [] as [string, string][],
}));

vi.mock('@/lib/supabase.ts', () => {
  const query = () => {
    let range: [number, number] = [0, 1000];
    const builder = {
      select: () => builder,
      order: () => builder,
      eq: (column: string, value: string) => {
        backend.filters.push([column, value]);
        return builder;
      },
      range: (from: number, to: number) => {
        range = [from, to];
        return builder;
      },
      // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
      then: (resolve: (result: unknown) => unknown) =>
        Promise.resolve({
          data: backend.events.slice(range[0], range[1] + 1),
          error: null,
          status: 200,
        }).then(resolve),
    };
    return builder;
  };
  return { supabase: { from: query } };
});

const spring = { id: CAMPAIGN_ID, name: 'Spring tune-up', kind: 'email' as const, client_id: CLIENT_ID };
const landing = { id: PAGE_ID, name: 'Book a service', kind: 'page' as const, client_id: CLIENT_ID };

const event = (kind: ActivityEvent['kind'], by: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id: crypto.randomUUID(),
  kind,
  created_at: '2026-11-21T10:30:00Z',
  actor: null,
  reviewer: null,
  campaigns: spring,
  ...by,
});

beforeEach(() => {
  backend.events = [];
  backend.filters = [];
});

describe('ActivityFeed', () => {
  it('says who did what and when, for one campaign', async () => {
    backend.events = [
      event('approved', { reviewer: { name: 'Rosa Díaz' } }),
      event('submitted', { actor: { full_name: 'Marta Gómez', email: 'marta@agency.example' } }),
      event('shipped'),
      event('scheduled'),
      event('retried'),
      event('follow_up_scheduled'),
    ];
    await renderWithRouter(<ActivityFeed workspaceId={WORKSPACE_ID} campaignId={CAMPAIGN_ID} />);
    const list = await screen.findByRole('list', { name: 'Activity' });
    const [approved, submitted, shipped, scheduled, retried, followedUp] =
      within(list).getAllByRole('listitem');
    expect(scheduled).toHaveTextContent('Pitchcraft scheduled it to send later');
    expect(retried).toHaveTextContent('Pitchcraft retried its failed recipients');
    expect(followedUp).toHaveTextContent('Pitchcraft scheduled a follow-up to those who had not engaged');
    expect(approved).toHaveTextContent('Rosa Díaz (client reviewer) approved it');
    expect(approved).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-21T10:30:00Z'),
      ),
    );
    expect(submitted).toHaveTextContent('Marta Gómez submitted it for review');
    expect(shipped).toHaveTextContent('Pitchcraft started sending it');
    // One campaign's feed names no item: the screen is the item.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(backend.filters).toEqual([['campaign_id', CAMPAIGN_ID]]);
  });

  it("a client's feed goes through its items and links each line to the campaign or page", async () => {
    backend.events = [
      event('published', { actor: { full_name: null, email: 'luis@agency.example' }, campaigns: landing }),
      event('commented', { reviewer: { name: 'Rosa Díaz' } }),
    ];
    await renderWithRouter(<ActivityFeed workspaceId={WORKSPACE_ID} clientId={CLIENT_ID} />, {
      locale: 'es',
    });
    const list = await screen.findByRole('list', { name: 'Actividad' });
    const [published, commented] = within(list).getAllByRole('listitem');
    expect(published).toHaveTextContent('luis@agency.example la publicó');
    expect(within(published as HTMLElement).getByRole('link', { name: 'Book a service' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/pages/${PAGE_ID}/view`,
    );
    expect(commented).toHaveTextContent('Rosa Díaz (revisor del cliente) comentó');
    expect(within(commented as HTMLElement).getByRole('link', { name: 'Spring tune-up' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/campaigns/${CAMPAIGN_ID}/view`,
    );
    expect(backend.filters).toEqual([['campaigns.client_id', CLIENT_ID]]);
  });

  it('shows twenty at a time, and more on request', async () => {
    const user = userEvent.setup();
    backend.events = Array.from({ length: 23 }, () => event('edited'));
    await renderWithRouter(<ActivityFeed workspaceId={WORKSPACE_ID} campaignId={CAMPAIGN_ID} />);
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when nothing happened yet', async () => {
    await renderWithRouter(<ActivityFeed workspaceId={WORKSPACE_ID} clientId={CLIENT_ID} />);
    expect(await screen.findByText('Nothing has happened yet.')).toBeInTheDocument();
  });
});
