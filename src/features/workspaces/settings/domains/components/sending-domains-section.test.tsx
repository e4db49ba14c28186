import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { SendingDomainsSection } from './sending-domains-section.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';

const pendingRow = {
  id: 'd-pending',
  workspace_id: WORKSPACE_ID,
  client_id: CLIENT_ID,
  name: 'news.bluebirdbikes.example',
  status: 'pending',
  records: [
    {
      record: 'SPF',
      name: 'send.news',
      type: 'MX',
      ttl: 'Auto',
      status: 'verified',
      value: 'feedback-smtp.us-east-1.amazonses.com',
      priority: 10,
    },
    {
      record: 'DKIM',
      name: 'resend._domainkey.news',
      type: 'TXT',
      ttl: 'Auto',
      status: 'pending',
      value: 'p=MIGfMA0GCSq',
    },
  ],
  checked_at: null,
  verified_at: null,
  created_at: '2026-11-26T09:00:00Z',
};
const verifiedRow = {
  ...pendingRow,
  id: 'd-verified',
  client_id: null,
  name: 'mail.harborpine.example',
  status: 'verified',
  records: [],
};

/** Stands in for PostgREST (the domains and clients) and the sender-domains edge function. */
const backend = vi.hoisted(() => ({ domains: [] as unknown[], invoke: vi.fn() }));
vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery } = await import('@/testing/fake-postgrest.ts');
  return {
    supabase: {
      from: (table: string) =>
        fakePostgrestQuery(() =>
          table === 'clients' ? [{ id: CLIENT_ID, name: 'Bluebird Bikes' }] : backend.domains,
        ),
      functions: { invoke: backend.invoke },
    },
  };
});
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

/** A refusal as supabase-js hands it over: a FunctionsHttpError whose context is the response. */
async function refusal(code: string, status: number) {
  const { FunctionsHttpError } = await import('@supabase/supabase-js');
  return {
    data: null,
    error: new FunctionsHttpError(
      new Response(JSON.stringify({ error: { code, message: code } }), { status }),
    ),
  };
}

beforeEach(() => {
  backend.domains = [pendingRow, verifiedRow];
  backend.invoke.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
});

async function renderSection(canManage = true, locale: Locale = 'en') {
  await renderWithRouter(
    <SendingDomainsSection
      workspaceId={WORKSPACE_ID}
      reportEmail="hello@harborpine.example"
      canManage={canManage}
    />,
    { locale },
  );
  // The router, then the suspended query: the first render can take longer than a click.
  return screen.findByRole('article', { name: 'news.bluebirdbikes.example' }, { timeout: 4000 });
}

describe('SendingDomainsSection', () => {
  it('lists each domain with its client, its status, and the records to add with their own status', async () => {
    const pending = await renderSection();
    // The domain's status, then each record's.
    expect(within(pending).getAllByText('Pending')).toHaveLength(2);
    expect(await within(pending).findByText('Client: Bluebird Bikes')).toBeVisible();
    expect(within(pending).getByText(/Add these records at your DNS host/)).toBeVisible();
    const records = within(pending).getByRole('table', {
      name: 'DNS records for news.bluebirdbikes.example',
    });
    expect(within(records).getByText('resend._domainkey.news')).toBeVisible();
    expect(within(records).getByText('10')).toBeVisible();
    expect(within(records).getByText('Verified')).toBeVisible();
    expect(within(records).getByRole('button', { name: 'Copy the value of the TXT record' })).toBeVisible();
    const verified = screen.getByRole('article', { name: 'mail.harborpine.example' });
    expect(within(verified).getByText('Whole workspace')).toBeVisible();
    expect(within(verified).getByText('Verified')).toBeVisible();
    // A verified domain's records are folded away until asked for.
    expect(within(verified).getByRole('button', { name: 'Show the DNS records' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('advises an aligned DMARC record reporting to the workspace contact email, copyable', async () => {
    const pending = await renderSection();
    const dmarc = within(pending).getByRole('table', { name: 'DMARC record for news.bluebirdbikes.example' });
    expect(within(dmarc).getByText('_dmarc.news.bluebirdbikes.example')).toBeVisible();
    expect(within(dmarc).getByText('v=DMARC1; p=none; rua=mailto:hello@harborpine.example')).toBeVisible();
    expect(within(pending).getByText(/Gmail, Yahoo and Microsoft refuse bulk mail/)).toBeVisible();
  });

  it('adds a domain for a client through the function and lists it', async () => {
    const added = { ...pendingRow, id: 'd-new', name: 'mail.casaverde.example', status: 'not_started' };
    backend.invoke.mockImplementation(async () => {
      backend.domains = [...backend.domains, added];
      return { data: { domain: added }, error: null };
    });
    await renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: /^Domain/ }), 'https://Mail.CasaVerde.example/');
    await userEvent.click(screen.getByRole('combobox', { name: /^Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bluebird Bikes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await waitFor(() =>
      expect(backend.invoke).toHaveBeenCalledWith('sender-domains', {
        body: {
          action: 'add',
          workspaceId: WORKSPACE_ID,
          name: 'mail.casaverde.example',
          clientId: CLIENT_ID,
          locale: 'en',
        },
      }),
    );
    expect(await screen.findByRole('article', { name: 'mail.casaverde.example' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Domain/ })).toHaveValue('');
  });

  it('says on the field why a domain cannot be added, in Spanish too', async () => {
    backend.invoke.mockResolvedValue(await refusal('sender_domain_claimed', 409));
    await renderSection(true, 'es');
    const field = screen.getByRole('textbox', { name: /^Dominio/ });
    await userEvent.type(field, 'news.bluebirdbikes.example');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar dominio' }));
    expect(await screen.findByText(/Otro espacio de trabajo reclamó este dominio/)).toBeVisible();
  });

  it('checks again, and removes after a confirmation, explaining a domain in use', async () => {
    backend.invoke.mockResolvedValueOnce({
      data: { domain: { ...pendingRow, status: 'verified' } },
      error: null,
    });
    const pending = await renderSection();
    await userEvent.click(within(pending).getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(backend.invoke).toHaveBeenCalledWith('sender-domains', {
        body: { action: 'check', domainId: 'd-pending', locale: 'en' },
      }),
    );
    backend.invoke.mockResolvedValueOnce(await refusal('sender_domain_in_use', 409));
    await userEvent.click(within(pending).getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove domain' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'A send in progress uses this domain. Remove it once the send has finished or been cancelled.',
      ),
    );
  });

  it('lets members see the domains and their records, not change them', async () => {
    const pending = await renderSection(false);
    expect(within(pending).getByRole('table', { name: /DNS records/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(
      screen.getByText(/Only the owner and the admins of this workspace can add or remove/),
    ).toBeVisible();
  });
});
