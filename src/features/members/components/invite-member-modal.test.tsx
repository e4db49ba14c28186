import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { Member } from '../api/get-members.ts';
import { InviteMemberModal } from './invite-member-modal.tsx';

const members: Member[] = [
  {
    userId: 'u1',
    role: 'owner',
    joinedAt: '2026-11-01T00:00:00Z',
    fullName: 'Olivia Owens',
    email: 'owner@pitchcraft.local',
    limitedTo: null,
  },
];

function renderModal(locale: 'en' | 'es' = 'en') {
  const fromTable = vi.spyOn(supabase, 'from');
  const queryClient = new QueryClient();
  return {
    fromTable,
    rendered: renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <InviteMemberModal
          workspaceId="w1"
          members={members}
          clients={[{ id: '00000000-0000-4000-8000-000000000001', name: 'Bluebird Bikes' }]}
          opened
          onClose={() => {}}
        />
      </QueryClientProvider>,
      { locale },
    ),
  };
}

describe('InviteMemberModal', () => {
  it('asks for an email, then a valid one, before anything is saved', async () => {
    const { fromTable, rendered } = renderModal();
    await rendered;
    const email = screen.getByLabelText(/^Email address/);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription(/Fill in this field./);
    await userEvent.type(email, 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription(/Enter a valid email/);
    expect(fromTable).not.toHaveBeenCalled();
  });

  it('refuses an address that is already a member, in Spanish too', async () => {
    const { fromTable, rendered } = renderModal('es');
    await rendered;
    const email = screen.getByLabelText(/^Dirección de email/);
    await userEvent.type(email, ' Owner@Pitchcraft.local ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(email).toHaveAccessibleDescription(/Esta persona ya es miembro./);
    expect(fromTable).not.toHaveBeenCalled();
  });

  it('offers editor, viewer and admin, editor first and chosen', async () => {
    const { rendered } = renderModal();
    await rendered;
    const roles = screen.getAllByRole('radio');
    expect(roles).toHaveLength(3);
    expect(roles[0]).toHaveAccessibleName(/^Editor/);
    expect(roles[0]).toBeChecked();
    expect(roles[1]).toHaveAccessibleName(/^Viewer/);
    expect(roles[2]).toHaveAccessibleName(/^Admin/);
  });

  it('offers a client limit to editors and viewers, not to admins', async () => {
    const { rendered } = renderModal();
    await rendered;
    expect(screen.getByRole('combobox', { name: 'Limit to clients' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Viewer/ }));
    expect(screen.getByRole('combobox', { name: 'Limit to clients' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Admin/ }));
    expect(screen.queryByRole('combobox', { name: 'Limit to clients' })).not.toBeInTheDocument();
  });
});
