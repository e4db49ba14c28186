import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SenderSettingsForm } from './sender-settings-form.tsx';

const saved = { sender_name: 'Harbor & Pine', sender_domain: 'mail.harborandpine.example' };

describe('SenderSettingsForm', () => {
  it('refuses an empty sender with the SPEC message and does not save', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<SenderSettingsForm initialValues={saved} onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText(/^Sender name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(screen.getByLabelText(/^Sender name/)).toHaveAccessibleDescription(
      /The sender information cannot be empty/,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so for each missing part, in Spanish too', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <SenderSettingsForm initialValues={{ sender_name: null, sender_domain: null }} onSave={onSave} />,
      { locale: 'es' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar remitente' }));
    expect(screen.getAllByText('La información del remitente no puede estar vacía')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the domain is a host name and the name is safe in a From header', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<SenderSettingsForm initialValues={saved} onSave={onSave} />);
    const name = screen.getByLabelText(/^Sender name/);
    const domain = screen.getByLabelText(/^Sender domain/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbor <Pine>');
    await userEvent.clear(domain);
    await userEvent.type(domain, 'not a domain');
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(name).toHaveAccessibleDescription(/cannot contain quotes, angle brackets or line breaks/);
    expect(domain).toHaveAccessibleDescription(/Enter a domain name, such as mail.example.com./);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a tidied domain and shows what the server refused', async () => {
    const onSave = vi.fn().mockResolvedValue({
      sender_domain: {
        message: { id: 'forms.domain', message: 'Enter a domain name, such as mail.example.com.' },
      },
    });
    await renderWithProviders(<SenderSettingsForm initialValues={saved} onSave={onSave} />);
    const domain = screen.getByLabelText(/^Sender domain/);
    await userEvent.clear(domain);
    await userEvent.type(domain, 'https://News.Example.COM/');
    await userEvent.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(onSave).toHaveBeenCalledWith({ sender_name: 'Harbor & Pine', sender_domain: 'news.example.com' });
    expect(await screen.findByText('Enter a domain name, such as mail.example.com.')).toBeInTheDocument();
  });
});
