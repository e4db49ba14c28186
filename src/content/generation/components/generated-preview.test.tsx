import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { GeneratedPreview, type PreviewedCampaign } from './generated-preview.tsx';

const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase.ts', () => ({ supabase: { functions: { invoke } } }));

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';

const email: PreviewedCampaign = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'email',
  name: 'Spring tune-ups',
  html: '<!DOCTYPE html><html><body><h1>Ride into spring</h1></body></html>',
  prompt: 'Spring tune-ups at 20% off',
  content: {
    subject: 'Spring tune-ups',
    preheader: 'Book before April 14',
    headline: 'Ride into spring',
    intro: 'Hi there!',
    sections: [
      { heading: 'What we check', body: 'Brakes and gears.' },
      { heading: 'Your offer', body: '20% off.' },
    ],
    callToAction: { label: 'Book now', url: '' },
    closing: 'See you soon',
    legal: '',
  },
};

async function renderPreview(
  campaign = email,
  generationBefore?: 'failed' | 'offline',
  {
    canEdit = true,
    onOpenEditor = () => {},
    briefLanguageBefore,
  }: { canEdit?: boolean; onOpenEditor?: () => void; briefLanguageBefore?: 'en' | 'es' } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <GeneratedPreview
          workspaceId={WORKSPACE_ID}
          campaign={campaign}
          generationBefore={generationBefore}
          briefLanguageBefore={briefLanguageBefore}
          canEdit={canEdit}
          onOpenEditor={onOpenEditor}
        />
      </ModalsProvider>
    </QueryClientProvider>,
  );
}

async function choose(item: RegExp | string, dialogName: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  expect(dialog).toHaveTextContent('is kept in the version history');
  await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
}

beforeEach(() => {
  invoke.mockReset();
  invoke.mockResolvedValue({ data: {}, error: null });
});

describe('GeneratedPreview: who may change it', () => {
  it('an editor regenerates and opens the editor by clicking the preview', async () => {
    const onOpenEditor = vi.fn();
    await renderPreview(email, undefined, { onOpenEditor });
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit the campaign' }));
    expect(onOpenEditor).toHaveBeenCalledTimes(1);
  });

  it('a viewer gets the preview with no way to regenerate or edit', async () => {
    await renderPreview(email, undefined, { canEdit: false });
    expect(screen.getByTitle('Email preview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the campaign' })).not.toBeInTheDocument();
    expect(screen.queryByText('Click the preview to edit it.')).not.toBeInTheDocument();
  });

  it('a viewer of a campaign not written yet is told so, without Generate now', async () => {
    await renderPreview({ ...email, html: null }, undefined, { canEdit: false });
    expect(screen.getByRole('heading', { name: 'Nothing to preview yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate now' })).not.toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });
});

describe('GeneratedPreview: the Regenerate menu', () => {
  it('offers everything and each part of the email, sections by their heading', async () => {
    const user = userEvent.setup();
    await renderPreview();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Everything',
      'Subject and preheader',
      'Headline and introductionRide into spring',
      'Section 1What we check',
      'Section 2Your offer',
      'Call to actionBook now',
      'Closing',
    ]);
  });

  it('one part: after the confirmation, only that section is asked for, with a fresh variation each time', async () => {
    await renderPreview();
    await choose(/^Section 2/, 'Regenerate this part?');
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    const [name, { body }] = invoke.mock.calls[0] as [string, { body: Record<string, unknown> }];
    expect(name).toBe('generate-campaign');
    expect(body).toMatchObject({ campaignId: email.id, mode: 'express', section: 'section:1' });
    expect(body.variation).toEqual(expect.any(String));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled());
    await choose('Everything', 'Regenerate this campaign?');
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    const [, second] = invoke.mock.calls[1] as [string, { body: Record<string, unknown> }];
    expect(second.body.section).toBeUndefined();
    expect(second.body.variation).toEqual(expect.any(String));
    expect(second.body.variation).not.toBe(body.variation);
  });

  it('a page offers its sections by translated type and heading, and its SEO', async () => {
    const user = userEvent.setup();
    await renderPreview({
      ...email,
      kind: 'page',
      content: {
        version: 1,
        template: 'solid',
        seo: { title: 'Tune-ups | Bluebird', description: 'Book one.' },
        sections: [
          { type: 'hero', headline: 'Ride into spring', ctaLabel: 'Book' },
          { type: 'faq', heading: 'Questions', items: [] },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Everything',
      'HeroRide into spring',
      'Questions and answersQuestions',
      'SEO title and descriptionTune-ups | Bluebird',
    ]);
    await user.click(items[2] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate this part?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('generate-page', expect.anything()));
    const [, { body }] = invoke.mock.calls[0] as [string, { body: Record<string, unknown> }];
    expect(body.section).toBe(1);
  });

  it('a failed regeneration says so as generation errors always have, and can be tried again', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new Error('network down') });
    await renderPreview();
    await choose('Closing', 'Regenerate this part?');
    expect(await screen.findByText('The content could not be generated')).toBeInTheDocument();
    expect(screen.getByText('There has been an unexpected error.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    const [, { body }] = invoke.mock.calls[1] as [string, { body: Record<string, unknown> }];
    expect(body.section).toBe('closing');
  });

  it("after a regeneration that kept the brief's facts in its language, it says which language", async () => {
    invoke.mockResolvedValueOnce({
      data: { briefLanguage: { language: 'en', parts: ['highlights'] } },
      error: null,
    });
    await renderPreview();
    expect(screen.queryByText("Part of the content is in the brief's language")).not.toBeInTheDocument();
    await choose('Everything', 'Regenerate this campaign?');
    expect(await screen.findByText("Part of the content is in the brief's language")).toBeInTheDocument();
    expect(screen.getByText(/The points taken from the brief are in English/)).toBeInTheDocument();
  });
});

describe("GeneratedPreview: the brief's language after the first generation", () => {
  it('says it when a creation landed here with facts left in the brief’s language, until a regeneration says otherwise', async () => {
    await renderPreview(email, undefined, { briefLanguageBefore: 'es' });
    expect(screen.getByText("Part of the content is in the brief's language")).toBeInTheDocument();
    expect(screen.getByText(/The points taken from the brief are in Spanish/)).toBeInTheDocument();
    await choose('Everything', 'Regenerate this campaign?');
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.queryByText("Part of the content is in the brief's language")).not.toBeInTheDocument(),
    );
  });

  it('says nothing when the first generation wrote everything in the content’s language', async () => {
    await renderPreview(email, 'offline');
    expect(screen.queryByText("Part of the content is in the brief's language")).not.toBeInTheDocument();
  });
});

describe('GeneratedPreview: a draft written without the model', () => {
  it('says so when the function answers with the offline-draft notice, and not after a model’s regeneration', async () => {
    invoke.mockResolvedValueOnce({ data: { notice: 'model_unavailable_offline_draft' }, error: null });
    await renderPreview();
    await choose('Everything', 'Regenerate this campaign?');
    expect(await screen.findByText('Written without the AI model')).toBeInTheDocument();
    expect(screen.getByText(/written from your brief by the built-in writer/)).toBeInTheDocument();
    await choose('Closing', 'Regenerate this part?');
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('Written without the AI model')).not.toBeInTheDocument());
  });

  it('says so when a creation landed here with an offline draft', async () => {
    await renderPreview(email, 'offline');
    expect(screen.getByText('Written without the AI model')).toBeInTheDocument();
  });
});
