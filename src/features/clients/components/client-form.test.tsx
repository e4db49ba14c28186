import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { ClientForm, emptyClientValues } from './client-form.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const DOMAINS: SenderDomain[] = [
  {
    id: 'd-1',
    workspace_id: WORKSPACE_ID,
    client_id: null,
    name: 'news.bluebirdbikes.example',
    status: 'verified',
    records: [],
    checked_at: null,
    verified_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
  },
];

async function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), locale: 'en' | 'es' = 'en') {
  await renderWithRouter(
    <ClientForm
      workspaceId={WORKSPACE_ID}
      domains={DOMAINS}
      initialValues={emptyClientValues}
      submitLabel="Add client"
      onSubmit={onSubmit}
    />,
    { locale },
  );
  await screen.findByRole('button', { name: 'Add client' });
  return onSubmit;
}

describe('ClientForm', () => {
  it('needs a name', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByLabelText(/^Client name/)).toHaveAccessibleDescription('Fill in this field.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a bad website, email and phone', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText(/^Client name/), 'Bluebird Bikes');
    await userEvent.type(screen.getByLabelText(/^Website/), 'not a site');
    await userEvent.type(screen.getByLabelText(/^Contact email/), 'shop@bluebird');
    await userEvent.type(screen.getByLabelText(/^Contact phone/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(
      'Enter a web address, such as https://example.com.',
    );
    expect(screen.getByLabelText(/^Contact email/)).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText(/^Contact phone/)).toHaveAccessibleDescription(
      'Enter a phone number with 7 to 15 digits.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a sender name with a domain', async () => {
    const onSubmit = await renderForm(undefined, 'es');
    await userEvent.type(screen.getByLabelText(/^Nombre del cliente/), 'Bluebird Bikes');
    await userEvent.click(screen.getByRole('combobox', { name: /Dominio del remitente/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'news.bluebirdbikes.example' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByLabelText(/^Nombre del remitente/)).toHaveAccessibleDescription(
      'La información del remitente no puede estar vacía',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a sender name go out from the shared domain, and links to the domains', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText(/^Client name/), 'Bluebird Bikes');
    await userEvent.type(screen.getByLabelText(/^Sender name/), 'Bluebird Bikes');
    expect(screen.getByRole('link', { name: 'Manage sending domains' })).toHaveAttribute(
      'href',
      `/organizations/${WORKSPACE_ID}/settings#sending-domains`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sender_name: 'Bluebird Bikes', sender_domain: null }),
    );
  });

  it('sends tidy values: blanks as null, a bare website with https, a lower-case email', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText(/^Client name/), '  Bluebird Bikes ');
    await userEvent.type(screen.getByLabelText(/^Website/), 'bluebirdbikes.example');
    await userEvent.type(screen.getByLabelText(/^Contact email/), 'Shop@BluebirdBikes.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Bluebird Bikes',
      website: 'https://bluebirdbikes.example',
      contact_email: 'shop@bluebirdbikes.example',
      contact_phone: null,
      sender_name: null,
      sender_domain: null,
      // A new client's reports start in the language of whoever adds it.
      report_locale: 'en',
    });
  });

  it('shows a refusal from the server on its field', async () => {
    const onSubmit = vi.fn().mockResolvedValue({
      contact_phone: { message: { id: 'forms.phone', message: 'Enter a phone number with 7 to 15 digits.' } },
    });
    await renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/^Client name/), 'Bluebird Bikes');
    await userEvent.type(screen.getByLabelText(/^Contact phone/), '+1 512 555 0187');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Enter a phone number with 7 to 15 digits.')).toBeInTheDocument();
  });
});
