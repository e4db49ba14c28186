import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SendingDetailsForm } from './sending-details-form.tsx';

const filled = {
  sender_name: 'Harbor & Pine',
  sender_domain: 'mail.harborpine.example',
  subject: 'Spring service week',
  preheader: '',
  slug: 'spring-service-week',
};

async function renderForm(
  overrides: Partial<Parameters<typeof SendingDetailsForm>[0]> = {},
  locale: 'en' | 'es' = 'en',
) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  const onSlugChange = vi.fn();
  const view = await renderWithProviders(
    <SendingDetailsForm
      initialValues={filled}
      origin="https://app.example"
      slugAvailability="available"
      onSlugChange={onSlugChange}
      onSave={onSave}
      {...overrides}
    />,
    { locale },
  );
  return { onSave, onSlugChange, view };
}

describe('SendingDetailsForm', () => {
  it("refuses an empty sender with SPEC's message and does not save", async () => {
    const { onSave } = await renderForm();
    await userEvent.clear(screen.getByLabelText(/^Sender name/));
    await userEvent.clear(screen.getByLabelText(/^Sender domain/));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByLabelText(/^Sender name/)).toHaveAccessibleDescription(
      /The sender information cannot be empty/,
    );
    expect(screen.getByLabelText(/^Sender domain/)).toHaveAccessibleDescription(
      /The sender information cannot be empty/,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what is wrong with the domain, the subject and the slug, in Spanish too', async () => {
    const { onSave } = await renderForm({}, 'es');
    const domain = screen.getByLabelText(/^Dominio del remitente/);
    await userEvent.clear(domain);
    await userEvent.type(domain, 'not a domain');
    await userEvent.clear(screen.getByLabelText(/^Asunto del email/));
    const slug = screen.getByLabelText(/^Slug de la página/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'No Good');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar detalles' }));
    expect(domain).toHaveAccessibleDescription(/Ingresa un nombre de dominio/);
    expect(screen.getByLabelText(/^Asunto del email/)).toHaveAccessibleDescription(
      /Escribe el asunto que los destinatarios ven/,
    );
    expect(slug).toHaveAccessibleDescription(/Usa de 3 a 63 letras minúsculas/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('previews the web address and says whether the slug is free', async () => {
    const { onSlugChange, view } = await renderForm({ slugAvailability: 'taken' });
    expect(screen.getByTestId('slug-preview')).toHaveTextContent(
      'https://app.example/pages/spring-service-week',
    );
    expect(
      screen.getByText('Another campaign or page already uses this address. Try another.'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Page slug/), '-2');
    expect(onSlugChange).toHaveBeenLastCalledWith('spring-service-week-2');
    expect(screen.getByTestId('slug-preview')).toHaveTextContent('/pages/spring-service-week-2');
    view.unmount();
  });

  it('refuses a reserved slug before saving', async () => {
    const { onSave } = await renderForm({ slugAvailability: 'reserved' });
    expect(screen.getByText('This word is reserved by Pitchcraft. Try another.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves tidied details and shows what the server refused', async () => {
    const onSave = vi.fn().mockResolvedValue({
      slug: { message: { id: 'Another campaign or page already uses this address. Try another.' } },
    });
    await renderForm({ onSave });
    const domain = screen.getByLabelText(/^Sender domain/);
    await userEvent.clear(domain);
    await userEvent.type(domain, 'https://News.Example.COM/');
    await userEvent.type(screen.getByLabelText(/^Preheader/), 'Book by Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSave).toHaveBeenCalledWith({
      sender_name: 'Harbor & Pine',
      sender_domain: 'news.example.com',
      subject: 'Spring service week',
      preheader: 'Book by Friday',
      slug: 'spring-service-week',
    });
    expect(screen.getByLabelText(/^Page slug/)).toHaveAccessibleDescription(
      /Another campaign or page already uses this address/,
    );
  });
});
