import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ClientForm, emptyClientValues } from './client-form.tsx';

const renderForm = (onSubmit = vi.fn().mockResolvedValue(undefined), locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ClientForm initialValues={emptyClientValues} submitLabel="Add client" onSubmit={onSubmit} />,
    { locale },
  ).then(() => onSubmit);

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

  it('wants the whole sender or none of it', async () => {
    const onSubmit = await renderForm(undefined, 'es');
    await userEvent.type(screen.getByLabelText(/^Nombre del cliente/), 'Bluebird Bikes');
    await userEvent.type(screen.getByLabelText(/^Nombre del remitente/), 'Bluebird Bikes');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByLabelText(/^Dominio del remitente/)).toHaveAccessibleDescription(
      'La información del remitente no puede estar vacía',
    );
    expect(onSubmit).not.toHaveBeenCalled();
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
