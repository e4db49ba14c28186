import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageExpressScreen } from '@/features/pages/components/page-express-screen.tsx';
import { expressWorkspacesQueryOptions } from '@/lib/generation/express.ts';

export const Route = createFileRoute('/_app/organizations/$id/pages/create-express')({
  staticData: { title: msg`Express landing page` },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(expressWorkspacesQueryOptions()),
  component: PageExpressScreen,
});
