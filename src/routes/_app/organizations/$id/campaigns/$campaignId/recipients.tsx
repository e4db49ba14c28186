import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RecipientsScreen } from '@/features/recipients/components/recipients-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/$campaignId/recipients')({
  staticData: { title: msg`Recipients` },
  component: RecipientsScreen,
});
