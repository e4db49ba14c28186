import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { PageExpressScreen } from '@/features/pages/components/page-express-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/create-express')({
  staticData: { title: msg`Express landing page` },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(expressWorkspacesQueryOptions()),
  component: PageExpressScreen,
});
