import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { toast } from '@/lib/notify.tsx';
import { domainsForClient, useSenderDomains } from '@/lib/sender-domains/sender-domains.ts';
import { useCreateClient } from '../api/create-client.ts';
import { ClientForm, emptyClientValues } from './client-form.tsx';

type AddClientModalProps = { workspaceId: string; opened: boolean; onClose: () => void };

/** Adds a client without leaving the list; the list shows it as soon as it is saved. */
export function AddClientModal({ workspaceId, opened, onClose }: AddClientModalProps) {
  const { t } = useLingui();
  const create = useCreateClient(workspaceId);
  const phone = useMediaQuery('(max-width: 36em)');
  // A new client owns no domain yet: it may use the workspace-wide ones.
  const { data: domains } = useSenderDomains(workspaceId);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add a client`} size="lg" fullScreen={phone} radius="lg">
      <ClientForm
        workspaceId={workspaceId}
        domains={domainsForClient(domains, null)}
        initialValues={emptyClientValues}
        submitLabel={t`Add client`}
        secondaryActions={
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
        }
        onSubmit={async (input) => {
          try {
            const client = await create.mutateAsync(input);
            toast.success(t`${client.name} was added`);
            onClose();
            return undefined;
          } catch (error) {
            if (error instanceof FieldsRefused) return error.fieldErrors;
            toast.error(errorMessages.generic);
            return undefined;
          }
        }}
      />
    </Modal>
  );
}
