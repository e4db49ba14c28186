import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ClientLeadsScreen } from '@/features/leads/components/client-leads-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/leads')({
  staticData: { title: msg`Leads` },
  component: ClientLeadsScreen,
});
