import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import type { CheckedLink } from '../api/check-links.ts';
import type { ChecklistRow } from '../model/send-checklist.ts';
import { SendChecklist, type SendChecklistProps } from './send-checklist.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

const row = (item: string, ok: boolean, blocking: boolean, detail: string | null = null): ChecklistRow => ({
  item,
  ok,
  blocking,
  detail,
});

/** A new workspace's first campaign: no sender, no address, the rest fine. */
const NEW_WORKSPACE = [
  row('sender_name', false, true),
  row('sender_domain', true, true, 'shared'),
  row('reply_to', false, true),
  row('subject', true, true),
  row('subject_length', false, false, '84'),
  row('postal_address', false, true),
  row('unsubscribe_link', true, true),
];

async function renderChecklist(props: Partial<SendChecklistProps> = {}, locale: Locale = 'en') {
  await renderWithRouter(
    <SendChecklist
      workspaceId={WORKSPACE_ID}
      campaignId={CAMPAIGN_ID}
      senderDomain={null}
      rows={NEW_WORKSPACE}
      failed={false}
      onRetry={vi.fn()}
      links={[]}
      linksFailed={false}
      {...props}
    />,
    { locale },
  );
  return screen.findByRole('region', { name: locale === 'es' ? 'Antes de enviar' : 'Before sending' });
}

const entry = (item: string) => document.querySelector(`[data-item="${item}"]`) as HTMLElement;

describe('SendChecklist', () => {
  it("opens a new workspace's campaign on what to fix, each with where to fix it", async () => {
    const checklist = await renderChecklist();
    expect(within(checklist).getByText('3 to fix before sending, 1 to review.')).toBeVisible();
    expect(entry('sender_name')).toHaveAttribute('data-state', 'blocking');
    expect(within(entry('sender_name')).getByText('Must fix')).toBeVisible();
    expect(
      within(entry('sender_name')).getByRole('link', { name: 'Edit the sending details' }),
    ).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/campaigns/${CAMPAIGN_ID}/recipients#sending-details`,
    );
    expect(within(entry('postal_address')).getByRole('link')).toHaveAttribute(
      'href',
      `/user/organizations/${WORKSPACE_ID}/edit`,
    );
    expect(entry('subject_length')).toHaveAttribute('data-state', 'warning');
    expect(within(entry('subject_length')).getByText('Review')).toBeVisible();
    expect(
      within(entry('subject_length')).getByText('The subject has 84 characters: past 70, phones cut it.'),
    ).toBeVisible();
    expect(within(entry('sender_domain')).getByText(/Pitchcraft's shared domain/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends to the domains screen for a domain that is not verified, saying its status', async () => {
    await renderChecklist({
      senderDomain: 'news.bluebirdbikes.com',
      rows: [row('sender_domain', false, true, 'pending')],
    });
    expect(
      within(entry('sender_domain')).getByText(/This domain is not verified yet \(Pending\)/),
    ).toBeVisible();
    expect(
      within(entry('sender_domain')).getByRole('link', { name: 'Open the sending domains' }),
    ).toHaveAttribute('href', `/organizations/${WORKSPACE_ID}/settings#sending-domains`);
  });

  it('lists links that do not answer as a warning, with the reason', async () => {
    const links: CheckedLink[] = [
      { url: 'https://harborpine.example/book', ok: true, status: 200 },
      { url: 'https://harborpine.example/old', ok: false, status: 404, reason: 'http_404' },
      { url: 'http://10.0.0.8/admin', ok: false, reason: 'not_public' },
      { url: 'https://harborpine.example/loop', ok: false, status: 302, reason: 'too_many_redirects' },
    ];
    await renderChecklist({ rows: [row('subject', true, true)], links });
    expect(entry('links')).toHaveAttribute('data-state', 'warning');
    expect(within(entry('links')).getByText(/the site answers with error 404/)).toBeVisible();
    expect(within(entry('links')).getByText(/a private or local address/)).toBeVisible();
    expect(within(entry('links')).getByText(/it redirects too many times/)).toBeVisible();
  });

  it('says when everything is ready, and speaks Spanish', async () => {
    const checklist = await renderChecklist(
      {
        senderDomain: 'mail.harborpine.example',
        rows: [row('sender_name', true, true), row('sender_domain', true, true, null)],
      },
      'es',
    );
    expect(within(checklist).getByText('Listo para enviar.')).toBeVisible();
    expect(
      within(entry('sender_domain')).getByText('Se envía desde mail.harborpine.example, verificado.'),
    ).toBeVisible();
  });

  it('does not list approval where it is optional', async () => {
    await renderChecklist({ rows: [row('subject', true, true), row('approval', true, false, 'draft')] });
    expect(entry('approval')).toBeNull();
  });

  it('lists approval where it is required, and sends to the review', async () => {
    const checklist = await renderChecklist({
      rows: [row('subject', true, true), row('approval', false, true, 'changes_requested')],
    });
    expect(within(checklist).getByText('1 to fix before sending, 0 to review.')).toBeVisible();
    expect(
      within(entry('approval')).getByText(
        'Changes were requested. Make them, then submit the campaign for review again.',
      ),
    ).toBeVisible();
    expect(within(entry('approval')).getByRole('link', { name: 'Open the review' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/campaigns/${CAMPAIGN_ID}/view#review`,
    );
  });

  it('gives the sizes the database measured', async () => {
    await renderChecklist({
      rows: [
        row('message_size', false, false, String(130 * 1024)),
        row('attachments_size', false, true, '41200000'),
      ],
    });
    expect(
      within(entry('message_size')).getByText(/The email weighs 130 kB: past 102 KB, Gmail cuts it/),
    ).toBeVisible();
    expect(
      within(entry('attachments_size')).getByText(/the message weighs 41.2 MB, over the 40 MB/),
    ).toBeVisible();
  });

  it('says the checklist could not be read, and tries again', async () => {
    const onRetry = vi.fn();
    await renderChecklist({ rows: undefined, failed: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
