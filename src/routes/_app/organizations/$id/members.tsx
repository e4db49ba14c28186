import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MembersScreen } from '@/features/members/components/members-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/members')({
  staticData: { title: msg`Members` },
  component: MembersScreen,
});
