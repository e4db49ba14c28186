import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SlugField } from './slug-field.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const PAGE_ID = '33333333-3333-4333-8333-333333333333';

/** check_slug's answers by slug; anything else is available. */
const backend = vi.hoisted(() => ({
  answers: {} as Record<string, string>,
  rpc: vi.fn(),
  update: vi.fn(),
}));

vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    rpc: backend.rpc,
    from: () => {
      const builder = {
        update: (changes: unknown) => {
          backend.update(changes);
          return builder;
        },
        eq: () => builder,
        // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
        then: (resolve: (result: unknown) => unknown) =>
          Promise.resolve({ data: null, error: null, status: 204 }).then(resolve),
      };
      return builder;
    },
  },
}));

beforeEach(() => {
  backend.answers = { 'bike-week': 'taken', admin: 'reserved' };
  backend.rpc.mockReset();
  backend.rpc.mockImplementation(async (_name: string, { slug }: { slug: string }) => ({
    data: backend.answers[slug] ?? 'available',
    error: null,
    status: 200,
  }));
  backend.update.mockReset();
});

async function renderField(savedSlug: string | null, locale: Locale = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SlugField
        workspaceId={WORKSPACE_ID}
        pageId={PAGE_ID}
        initialSlug={savedSlug ?? 'spring-rides'}
        savedSlug={savedSlug}
      />
    </QueryClientProvider>,
    { locale },
  );
  return screen.getByLabelText(locale === 'es' ? /^Slug de la página/ : /^Page slug/);
}

async function typeSlug(input: HTMLElement, slug: string) {
  await userEvent.clear(input);
  await userEvent.type(input, slug);
}

describe('SlugField', () => {
  it('says a free slug is available and saves it', async () => {
    const input = await renderField(null);
    expect(await screen.findByText('This address is available.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(backend.update).toHaveBeenCalledWith({ slug: 'spring-rides' });
    expect(backend.rpc).toHaveBeenCalledWith('check_slug', { slug: 'spring-rides', campaign_id: PAGE_ID });
    expect(input).toHaveValue('spring-rides');
  });

  it('refuses a slug another page uses', async () => {
    const input = await renderField(null);
    await typeSlug(input, 'bike-week');
    expect(
      await screen.findByText('Another campaign or page already uses this address. Try another.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a reserved word', async () => {
    const input = await renderField(null);
    await typeSlug(input, 'admin');
    expect(await screen.findByText('This word is reserved by Pitchcraft. Try another.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('explains the shape of a slug without asking the database, in Spanish too', async () => {
    const input = await renderField(null, 'es');
    await typeSlug(input, 'No Good');
    expect(await screen.findByText(/^Usa de 3 a 63 letras minúsculas/)).toBeVisible();
    expect(backend.rpc).not.toHaveBeenCalledWith('check_slug', expect.objectContaining({ slug: 'no good' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('says nothing of the saved slug and offers no save until it changes', async () => {
    await renderField('spring-rides');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
