import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { clientLeadsQueryOptions } from '@/features/leads/api/get-client-leads.ts';
import { ClientLeadsScreen } from '@/features/leads/components/client-leads-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId/leads')({
  staticData: { title: msg`Leads` },
  validateSearch: z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) }),
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ context: { queryClient }, params: { id, clientId }, deps: { page } }) =>
    queryClient.ensureQueryData(clientLeadsQueryOptions(id, clientId, page)),
  component: ClientLeadsScreen,
});
