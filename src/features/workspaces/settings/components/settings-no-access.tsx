import { useLingui } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** What a member sees at the settings address: why not, and a way back. */
export function SettingsNoAccess({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<IconLock size={30} />}
      title={t`You don't have access to settings`}
      description={t`Only the owner and the admins of this workspace can change its settings. Ask one of them if the sender needs changing.`}
      action={
        <ButtonLink to="/organizations/$id/dashboard" params={{ id: workspaceId }} variant="light">
          {t`Go to the dashboard`}
        </ButtonLink>
      }
    />
  );
}
