import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import type { SendJob } from '../api/get-send-jobs.ts';
import { PausedSendNotice } from './paused-send-notice.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase.ts', () => ({ supabase: { rpc } }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

const job = (overrides: Partial<SendJob>): SendJob => ({
  id: 'job-1',
  status: 'paused',
  total_recipients: 4000,
  sent_count: 1200,
  failed_count: 0,
  skipped_count: 0,
  created_at: '2026-11-26T09:00:00Z',
  finished_at: null,
  pause_reason: null,
  hard_bounce_count: 0,
  complaint_count: 0,
  kind: 'send',
  scheduled_for: null,
  started_at: '2026-11-26T09:00:01Z',
  ...overrides,
});

beforeEach(() => {
  rpc.mockReset();
  toast.error.mockReset();
});

async function renderNotice(sendJob: SendJob, canResume: boolean, locale: Locale = 'en') {
  await renderWithRouter(
    <PausedSendNotice
      workspaceId={WORKSPACE_ID}
      campaignId={CAMPAIGN_ID}
      job={sendJob}
      canResume={canResume}
    />,
    { locale },
  );
  return screen.findByRole('alert');
}

describe('PausedSendNotice', () => {
  it('says the bounces stopped it, with the figures', async () => {
    const notice = await renderNotice(job({ pause_reason: 'bounces', hard_bounce_count: 72 }), true);
    expect(notice).toHaveTextContent(
      '72 of the 1,200 messages sent bounced permanently (6%), over the 5% limit.',
    );
  });

  it('says the complaints stopped it, in Spanish too', async () => {
    const notice = await renderNotice(job({ pause_reason: 'complaints', complaint_count: 3 }), true, 'es');
    expect(notice).toHaveTextContent('3 de los 1200 destinatarios marcaron el email como spam (0,25 %)');
  });

  it('links to the domains when the provider refused the domain', async () => {
    await renderNotice(job({ pause_reason: 'sender_domain_not_verified' }), true);
    expect(screen.getByRole('link', { name: 'Open the sending domains' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/settings#sending-domains`,
    );
  });

  it('lets owners and admins resume, and explains a refusal', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'sender_domain_not_verified', code: 'P0001' },
      status: 400,
    });
    await renderNotice(job({ pause_reason: 'sender_domain_not_verified' }), true);
    await userEvent.click(screen.getByRole('button', { name: 'Resume sending' }));
    expect(rpc).toHaveBeenCalledWith('resume_send_job', { job_id: 'job-1' });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "The sender domain is not verified yet. Finish its DNS setup in Settings, or choose Pitchcraft's shared domain.",
      ),
    );
  });

  it('shows members why, without the button', async () => {
    await renderNotice(job({ pause_reason: 'bounces', hard_bounce_count: 72 }), false);
    expect(screen.queryByRole('button', { name: 'Resume sending' })).toBeNull();
    expect(screen.getByText('The owner or an admin of this workspace can resume it.')).toBeVisible();
  });
});
