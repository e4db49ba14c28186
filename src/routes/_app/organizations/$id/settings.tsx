import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkspaceSettingsScreen } from '@/features/workspaces/components/workspace-settings-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/settings')({
  staticData: { title: msg`Settings` },
  component: WorkspaceSettingsScreen,
});
