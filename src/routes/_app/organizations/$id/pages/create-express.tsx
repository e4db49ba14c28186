import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageExpressScreen } from '@/features/pages/components/page-express-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/create-express')({
  staticData: { title: msg`Express landing page` },
  component: PageExpressScreen,
});
