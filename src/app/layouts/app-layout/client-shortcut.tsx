import { useLingui } from '@lingui/react/macro';
import { IconEdit } from '@tabler/icons-react';
import { useLocation, useParams } from '@tanstack/react-router';
import { ButtonLink } from '@/components/router-links.tsx';

/** On a client's leads or campaigns, the top menu offers to edit that client. */
export function ClientShortcut() {
  const { t } = useLingui();
  const { id, clientId } = useParams({ strict: false });
  const { pathname } = useLocation();
  if (!id || !clientId) return null;
  if (pathname.endsWith('/edit')) return null;
  return (
    <ButtonLink
      to="/organizations/$id/clients/$clientId/edit"
      params={{ id, clientId }}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconEdit size={14} />}
      visibleFrom="md"
      ml="sm"
    >
      {t`Edit client`}
    </ButtonLink>
  );
}
