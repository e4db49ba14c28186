import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ClientsScreen } from '@/features/clients/components/clients-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/')({
  staticData: { title: msg`Clients` },
  component: ClientsScreen,
});
