import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ClientEditScreen } from '@/features/clients/components/client-edit-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/edit')({
  staticData: { title: msg`Edit client` },
  component: ClientEditScreen,
});
