import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { SendingDetailsForm } from './sending-details-form.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const DOMAINS: SenderDomain[] = [
  {
    id: 'd-1',
    workspace_id: WORKSPACE_ID,
    client_id: null,
    name: 'mail.harborpine.example',
    status: 'verified',
    records: [],
    checked_at: null,
    verified_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
  },
];

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
  const view = await renderWithRouter(
    <SendingDetailsForm
      workspaceId={WORKSPACE_ID}
      domains={DOMAINS}
      initialValues={filled}
      origin="https://app.example"
      slugAvailability="available"
      onSlugChange={onSlugChange}
      onSave={onSave}
      {...overrides}
    />,
    { locale },
  );
  await screen.findByRole('form');
  return { onSave, onSlugChange, view };
}

describe('SendingDetailsForm', () => {
  it("refuses an empty sender name with SPEC's message and does not save", async () => {
    const { onSave } = await renderForm();
    await userEvent.clear(screen.getByLabelText(/^Sender name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByLabelText(/^Sender name/)).toHaveAccessibleDescription(
      /The sender information cannot be empty/,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what is wrong with the subject and the slug, in Spanish too', async () => {
    const { onSave } = await renderForm({}, 'es');
    await userEvent.clear(screen.getByLabelText(/^Asunto del email/));
    const slug = screen.getByLabelText(/^Slug de la página/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'No Good');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar detalles' }));
    expect(screen.getByLabelText(/^Asunto del email/)).toHaveAccessibleDescription(
      /Escribe el asunto que los destinatarios ven/,
    );
    expect(slug).toHaveAccessibleDescription(/Usa de 3 a 63 letras minúsculas/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('previews the web address and says whether the typed slug is free', async () => {
    const { onSlugChange, view } = await renderForm({ slugAvailability: 'taken' });
    expect(screen.getByTestId('slug-preview')).toHaveTextContent(
      'https://app.example/pages/spring-service-week',
    );
    await userEvent.type(screen.getByLabelText(/^Page slug/), '-2');
    expect(onSlugChange).toHaveBeenLastCalledWith('spring-service-week-2');
    expect(screen.getByTestId('slug-preview')).toHaveTextContent('/pages/spring-service-week-2');
    expect(
      screen.getByText('Another campaign or page already uses this address. Try another.'),
    ).toBeVisible();
    view.unmount();
  });

  it('refuses a reserved slug when saving', async () => {
    const { onSave } = await renderForm({ slugAvailability: 'reserved' });
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This word is reserved by Pitchcraft. Try another.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves Pitchcraft's shared domain as null and shows what the server refused", async () => {
    const onSave = vi.fn().mockResolvedValue({
      slug: { message: { id: 'Another campaign or page already uses this address. Try another.' } },
    });
    await renderForm({ onSave });
    await userEvent.click(screen.getByRole('combobox', { name: /Sender domain/ }));
    await userEvent.click(await screen.findByRole('option', { name: "Pitchcraft's shared domain" }));
    await userEvent.type(screen.getByLabelText(/^Preheader/), 'Book by Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSave).toHaveBeenCalledWith({
      sender_name: 'Harbor & Pine',
      sender_domain: null,
      subject: 'Spring service week',
      preheader: 'Book by Friday',
      slug: 'spring-service-week',
    });
    expect(screen.getByLabelText(/^Page slug/)).toHaveAccessibleDescription(
      /Another campaign or page already uses this address/,
    );
  });

  it('takes a free proposal for an untouched slug, and never says a proposal is taken', async () => {
    const { onSlugChange, view } = await renderForm({
      slugAvailability: 'taken',
      slugProposal: 'spring-service-week-2',
    });
    expect(screen.getByLabelText(/^Page slug/)).toHaveValue('spring-service-week-2');
    expect(onSlugChange).toHaveBeenLastCalledWith('spring-service-week-2');
    expect(screen.queryByText(/already uses this address/)).toBeNull();
    view.unmount();
  });

  it('keeps what the user typed over a later proposal', async () => {
    function ProposalArrivesLater() {
      const [proposal, setProposal] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setProposal('spring-service-week-2')}>
            proposal arrives
          </button>
          <SendingDetailsForm
            workspaceId={WORKSPACE_ID}
            domains={DOMAINS}
            initialValues={filled}
            origin="https://app.example"
            slugAvailability="available"
            slugProposal={proposal}
            onSlugChange={vi.fn()}
            onSave={vi.fn()}
          />
        </>
      );
    }
    await renderWithRouter(<ProposalArrivesLater />);
    const slug = await screen.findByLabelText(/^Page slug/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'my-own-address');
    await userEvent.click(screen.getByRole('button', { name: 'proposal arrives' }));
    expect(slug).toHaveValue('my-own-address');
  });
});
