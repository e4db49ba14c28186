import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { SenderSettingsForm } from './sender-settings-form.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const saved = { sender_name: 'Harbor & Pine', sender_domain: null };

const domain = (name: string, status: SenderDomain['status']): SenderDomain => ({
  id: `id-${name}`,
  workspace_id: WORKSPACE_ID,
  client_id: null,
  name,
  status,
  records: [],
  checked_at: null,
  verified_at: null,
  created_at: '2026-11-20T10:00:00Z',
});
const DOMAINS = [domain('mail.harborpine.example', 'verified'), domain('news.harborpine.example', 'pending')];

async function renderForm(
  onSave = vi.fn().mockResolvedValue(undefined),
  initialValues: { sender_name: string | null; sender_domain: string | null } = saved,
  locale: 'en' | 'es' = 'en',
) {
  await renderWithRouter(
    <SenderSettingsForm
      workspaceId={WORKSPACE_ID}
      domains={DOMAINS}
      initialValues={initialValues}
      onSave={onSave}
    />,
    { locale },
  );
  await screen.findByRole('form');
  return onSave;
}

describe('SenderSettingsForm', () => {
  it('refuses an empty sender name with the SPEC message and does not save', async () => {
    const onSave = await renderForm();
    await userEvent.clear(screen.getByLabelText(/^Sender name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(screen.getByLabelText(/^Sender name/)).toHaveAccessibleDescription(
      /The sender information cannot be empty/,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so in Spanish too', async () => {
    const onSave = await renderForm(undefined, { sender_name: null, sender_domain: null }, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar remitente' }));
    expect(screen.getByText('La información del remitente no puede estar vacía')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the name is safe in a From header', async () => {
    const onSave = await renderForm();
    const name = screen.getByLabelText(/^Sender name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbor <Pine>');
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(name).toHaveAccessibleDescription(/cannot contain quotes, angle brackets or line breaks/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the shared domain as null and says how the From line reads', async () => {
    const onSave = await renderForm();
    expect(screen.getByRole('combobox', { name: /Sender domain/ })).toHaveValue("Pitchcraft's shared domain");
    expect(screen.getByTestId('from-preview')).toHaveTextContent('From: Harbor & Pine via Pitchcraft');
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(onSave).toHaveBeenCalledWith({ sender_name: 'Harbor & Pine', sender_domain: null });
  });

  it('offers the verified domains; one waiting for DNS is listed but cannot be chosen', async () => {
    const onSave = await renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: /Sender domain/ }));
    expect(await screen.findByRole('option', { name: 'news.harborpine.example · Pending' })).toHaveAttribute(
      'data-combobox-disabled',
    );
    await userEvent.click(screen.getByRole('option', { name: 'mail.harborpine.example' }));
    expect(screen.getByTestId('from-preview')).toHaveTextContent(
      'From: Harbor & Pine <…@mail.harborpine.example>',
    );
    expect(screen.getByRole('link', { name: 'Manage sending domains' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/settings#sending-domains`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(onSave).toHaveBeenCalledWith({
      sender_name: 'Harbor & Pine',
      sender_domain: 'mail.harborpine.example',
    });
  });
});
