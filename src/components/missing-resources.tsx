import { useLingui } from '@lingui/react/macro';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ButtonLink } from './router-links.tsx';

type MissingProps = { title: string; description: string; action: ReactNode };

function Missing({ title, description, action }: MissingProps) {
  return (
    <EmptyState icon={<IconSearchOff size={30} />} title={title} description={description} action={action} />
  );
}

// What a screen shows when the workspace, client, campaign or page in its address cannot be
// seen by the user: it does not exist, or row-level security hides it. Several features share
// these, so the wording lives here once.

export function WorkspaceNotFound() {
  const { t } = useLingui();
  return (
    <Missing
      title={t`Workspace not found`}
      description={t`This workspace does not exist, or you are not one of its members.`}
      action={
        <ButtonLink to="/user/organizations" variant="light">
          {t`Go to my workspaces`}
        </ButtonLink>
      }
    />
  );
}

export function ClientNotFound({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  return (
    <Missing
      title={t`Client not found`}
      description={t`This client does not exist in this workspace.`}
      action={
        <ButtonLink to="/organizations/$id/clients" params={{ id: workspaceId }} variant="light">
          {t`Go to clients`}
        </ButtonLink>
      }
    />
  );
}

export function CampaignNotFound({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  return (
    <Missing
      title={t`Campaign not found`}
      description={t`This campaign does not exist in this workspace.`}
      action={
        <ButtonLink to="/organizations/$id/campaigns" params={{ id: workspaceId }} variant="light">
          {t`Go to campaigns`}
        </ButtonLink>
      }
    />
  );
}

export function LandingPageNotFound({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  return (
    <Missing
      title={t`Landing page not found`}
      description={t`This landing page does not exist in this workspace.`}
      action={
        <ButtonLink to="/organizations/$id/pages" params={{ id: workspaceId }} variant="light">
          {t`Go to landing pages`}
        </ButtonLink>
      }
    />
  );
}
