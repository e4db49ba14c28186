import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { toast } from '@/lib/notify.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useApprovalSetting, useSetApprovalRequired } from '../api/approval-setting.ts';

/** Owners and admins say whether campaigns and pages go out only approved (docs/approvals.md). */
export function ApprovalSection({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useLingui();
  const { data: required } = useApprovalSetting(workspaceId);
  const update = useSetApprovalRequired(workspaceId);
  const checked = update.isPending ? Boolean(update.variables) : Boolean(required);

  const change = (next: boolean) =>
    update
      .mutateAsync(next)
      .then(() => toast.success(next ? t`Approval is now required` : t`Approval is no longer required`))
      .catch((error: unknown) => toast.error(i18n._(refusalMessage(error))));

  return (
    <SectionCard
      title={t`Approvals`}
      description={t`When approval is required, a campaign is sent and a page is published only once an owner or admin approves the version submitted. A client can be set to differ in its own settings.`}
    >
      <Switch
        label={t`Require approval before sending or publishing`}
        checked={checked}
        disabled={required === undefined}
        onChange={(event) => change(event.currentTarget.checked)}
      />
    </SectionCard>
  );
}
