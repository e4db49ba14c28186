import { useLingui } from '@lingui/react/macro';
import { IconAddressBook } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { type LeadScope, useLeads } from '../api/get-leads.ts';
import { LeadsView } from './leads-view.tsx';

type LeadsScreenBodyProps = {
  scope: LeadScope;
  /** The address's ?page= and ?q= (see leads-search.ts); changes are written back there. */
  page: number;
  q: string;
  /** Whose leads, for the export's file name. */
  owner: string;
  /** Where the leads come from, said before the first one arrives, and where to go meanwhile. */
  emptyDescription: string;
  emptyAction: ReactNode;
  /** Name each lead's landing page and client (the workspace's list, which mixes them). */
  showPage?: boolean;
};

/** What a client's and the workspace's leads screens share under their header. */
export function LeadsScreenBody({
  scope,
  page,
  q,
  owner,
  emptyDescription,
  emptyAction,
  showPage = false,
}: LeadsScreenBodyProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data } = useLeads(scope, page, q);
  const onPage = useCallback(
    (next: number) =>
      navigate({ to: '.', search: (previous) => ({ ...previous, page: next === 1 ? undefined : next }) }),
    [navigate],
  );
  const onSearch = useCallback(
    (next: string) =>
      navigate({
        to: '.',
        search: (previous) => ({ ...previous, q: next || undefined, page: undefined }),
        replace: true,
      }),
    [navigate],
  );

  if (!data) return null;
  return (
    <LeadsView
      scope={scope}
      data={data}
      owner={owner}
      page={page}
      search={q}
      onPage={onPage}
      onSearch={onSearch}
      showPage={showPage}
      empty={
        <EmptyState
          icon={<IconAddressBook size={30} />}
          title={t`No leads yet`}
          description={emptyDescription}
          action={emptyAction}
        />
      }
    />
  );
}
