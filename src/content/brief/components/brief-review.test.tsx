import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type BriefDraft, emptyDraft } from '@/content/brief/model/brief-draft.ts';
import { draftStorageKey, saveDraft } from '@/content/brief/model/draft-storage.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { BriefReview } from './brief-review.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

const backend = vi.hoisted(() => ({
  inserted: [] as unknown[],
  insertFails: false,
  invoke: vi.fn(),
}));

/** Stands in for PostgREST and the functions: the workspace, an insert, the recommendations. */
vi.mock('@/lib/supabase.ts', () => {
  const query = (table: string) => {
    let inserting = false;
    let single = false;
    const builder = {
      select: () => builder,
      eq: () => builder,
      order: () => builder,
      insert: (values: unknown) => {
        inserting = true;
        backend.inserted.push(values);
        return builder;
      },
      single: () => builder,
      maybeSingle: () => {
        single = true;
        return builder;
      },
      // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
      then: (resolve: (result: unknown) => unknown) => {
        if (inserting)
          return Promise.resolve(
            backend.insertFails
              ? { data: null, error: { message: 'refused' }, status: 400 }
              : { data: { id: CAMPAIGN_ID }, error: null, status: 201 },
          ).then(resolve);
        const workspace = { id: WORKSPACE_ID, name: 'Harbor & Pine' };
        const data = table === 'workspaces' ? (single ? workspace : [workspace]) : [];
        return Promise.resolve({ data, error: null, status: 200 }).then(resolve);
      },
    };
    return builder;
  };
  return { supabase: { from: query, functions: { invoke: backend.invoke } } };
});

const generate = vi.hoisted(() => vi.fn());
vi.mock('@/content/generation/api/generate.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  generateContent: generate,
}));

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify.tsx', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn() } }));

const draft = (changes: Partial<BriefDraft> = {}): BriefDraft => ({
  ...emptyDraft(WORKSPACE_ID),
  name: 'Spring tune-up week',
  productName: 'Spring tune-up',
  description: 'A full service in a day.',
  goals: 'Fill the April calendar.',
  ...changes,
});

async function renderReview(kind: 'email' | 'page' = 'email') {
  const onCreated = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <BriefReview
          kind={kind}
          workspaceId={WORKSPACE_ID}
          editLink={(step, children, label) => (
            <a href={`#${step}`} aria-label={label}>
              {children}
            </a>
          )}
          empty={<p>No draft here</p>}
          onCreated={onCreated}
        />
      </Suspense>
    </QueryClientProvider>,
  );
  return { onCreated };
}

beforeEach(() => {
  localStorage.clear();
  backend.inserted = [];
  backend.insertFails = false;
  backend.invoke.mockReset();
  generate.mockReset();
  generate.mockResolvedValue({ notice: null });
  toastError.mockReset();
});

describe('BriefReview', () => {
  it('shows the empty state when there is no draft', async () => {
    await renderReview();
    expect(screen.getByText('No draft here')).toBeInTheDocument();
  });

  it('summarises the brief with a link to each tab, and creates it in the chosen mood', async () => {
    saveDraft('email', WORKSPACE_ID, { draft: draft(), step: 'audience' });
    const { onCreated } = await renderReview();
    const general = screen.getByRole('region', { name: 'General information' });
    expect(within(general).getByText('Spring tune-up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Goals and objectives' })).toHaveAttribute('href', '#goals');
    expect(screen.getAllByRole('radio')).toHaveLength(13);

    await userEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        workspaceId: WORKSPACE_ID,
        campaignId: CAMPAIGN_ID,
        notice: null,
      }),
    );
    expect(backend.inserted[0]).toMatchObject({
      kind: 'email',
      status: 'draft',
      name: 'Spring tune-up week',
      product_name: 'Spring tune-up',
      goals: 'Fill the April calendar.',
      objectives: null,
      mood: 'bold',
    });
    expect(generate).toHaveBeenCalledWith({
      kind: 'email',
      campaignId: CAMPAIGN_ID,
      mode: 'brief',
      template: undefined,
    });
    expect(localStorage.getItem(draftStorageKey('email', WORKSPACE_ID))).toBeNull();
  });

  it('lands on the view with the failure when generation fails after the row exists', async () => {
    const { Refused } = await import('@/lib/errors/refused.ts');
    generate.mockRejectedValue(new Refused('ai_unavailable'));
    saveDraft('email', WORKSPACE_ID, { draft: draft(), step: 'audience' });
    const { onCreated } = await renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        workspaceId: WORKSPACE_ID,
        campaignId: CAMPAIGN_ID,
        failedWith: 'ai_unavailable',
      }),
    );
  });

  it('lands on the view told that the offline composer wrote the draft when the model failed', async () => {
    generate.mockResolvedValue({ notice: 'model_unavailable_offline_draft' });
    saveDraft('email', WORKSPACE_ID, { draft: draft(), step: 'audience' });
    const { onCreated } = await renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        workspaceId: WORKSPACE_ID,
        campaignId: CAMPAIGN_ID,
        notice: 'model_unavailable_offline_draft',
      }),
    );
  });

  it("lands on the view told which facts the first generation left in the brief's language", async () => {
    generate.mockResolvedValue({ notice: null, briefLanguage: { language: 'en', parts: ['highlights'] } });
    saveDraft('email', WORKSPACE_ID, { draft: draft(), step: 'audience' });
    const { onCreated } = await renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(
        expect.objectContaining({ briefLanguage: { language: 'en', parts: ['highlights'] } }),
      ),
    );
  });

  it('keeps the draft and says so when the brief cannot be saved', async () => {
    backend.insertFails = true;
    saveDraft('email', WORKSPACE_ID, { draft: draft(), step: 'audience' });
    const { onCreated } = await renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(onCreated).not.toHaveBeenCalled();
    expect(localStorage.getItem(draftStorageKey('email', WORKSPACE_ID))).toContain('Spring tune-up week');
    expect(screen.getByRole('button', { name: 'Create campaign' })).toBeEnabled();
  });

  it('will not create an incomplete brief, and names the tab to fix', async () => {
    saveDraft('email', WORKSPACE_ID, { draft: draft({ description: '' }), step: 'audience' });
    await renderReview();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'General information' })).toHaveAttribute(
      'href',
      '#general',
    );
    expect(screen.getByRole('button', { name: 'Create campaign' })).toBeDisabled();
  });

  it('ranks templates for a page, takes the best by default and creates with the one picked', async () => {
    backend.invoke.mockResolvedValue({
      data: {
        recommendations: [
          { template: 'brick', score: 0.8, reason: 'Designed for workshops.' },
          { template: 'bistro', score: 0.4, reason: 'Designed for restaurants.' },
          { template: 'avilon', score: 0, reason: 'A layout for agencies.' },
        ],
      },
      error: null,
    });
    saveDraft('page', WORKSPACE_ID, { draft: draft(), step: 'audience' });
    const { onCreated } = await renderReview('page');
    const best = await screen.findByRole('radio', { name: 'Brick, ranked 1' });
    expect(best).toBeChecked();
    expect(screen.getByText('Designed for workshops.')).toBeInTheDocument();
    expect(screen.getByText('Match 80%')).toBeInTheDocument();
    expect(backend.invoke).toHaveBeenCalledWith('recommend-templates', {
      body: expect.objectContaining({
        workspaceId: WORKSPACE_ID,
        productName: 'Spring tune-up',
        mood: 'professional',
      }),
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Bistro, ranked 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(backend.inserted[0]).toMatchObject({ kind: 'page', template: 'bistro' });
    expect(generate).toHaveBeenCalledWith(expect.objectContaining({ kind: 'page', template: 'bistro' }));
  });
});
