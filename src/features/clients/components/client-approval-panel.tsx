import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { toast } from '@/lib/notify.tsx';
import { type ClientApproval, useClientApproval, useSetClientApproval } from '../api/client-approval.ts';
import { ClientPanel } from './client-panel.tsx';

type ClientApprovalPanelProps = { workspaceId: string; clientId: string; canChange: boolean };

/**
 * Whether this client's campaigns and pages go out only approved: as the workspace says, or
 * otherwise for this client (docs/approvals.md). Owners and admins change it.
 */
export function ClientApprovalPanel({ workspaceId, clientId, canChange }: ClientApprovalPanelProps) {
  const { t, i18n } = useLingui();
  const { data: approval } = useClientApproval(workspaceId, clientId);
  const update = useSetClientApproval(workspaceId, clientId);
  const options: { value: ClientApproval; label: string }[] = [
    { value: 'workspace', label: t`As the workspace says` },
    { value: 'required', label: t`Always required for this client` },
    { value: 'not_required', label: t`Never required for this client` },
  ];
  const value = update.isPending ? (update.variables ?? null) : (approval ?? null);

  return (
    <ClientPanel
      titleId="client-approval-title"
      title={t`Approvals`}
      description={t`Choose whether this client's campaigns are sent, and its pages published, only once approved.`}
    >
      <Select
        label={t`Approval before sending or publishing`}
        description={canChange ? undefined : t`Owners and admins choose this.`}
        data={options}
        value={value}
        disabled={!canChange || approval === undefined}
        allowDeselect={false}
        maw={360}
        onChange={(next) => {
          if (!next || next === value) return;
          update
            .mutateAsync(next as ClientApproval)
            .then(() => toast.success(t`Approval setting saved`))
            .catch((error: unknown) => toast.error(i18n._(refusalMessage(error))));
        }}
      />
    </ClientPanel>
  );
}
