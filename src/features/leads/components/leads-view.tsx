import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListPagination } from '@/components/list-pagination.tsx';
import { getAllLeads, LEADS_PAGE_SIZE, type LeadScope, type LeadsPage } from '../api/get-leads.ts';
import { ExportLeadsButton } from './export-leads-button.tsx';
import { LeadList } from './lead-list.tsx';
import { LeadSearch } from './lead-search.tsx';

export interface LeadsViewProps {
  scope: LeadScope;
  data: LeadsPage;
  /** Whose leads, for the export's file name. */
  owner: string;
  page: number;
  search: string;
  onPage: (page: number) => void;
  onSearch: (search: string) => void;
  /** What to show before the first lead arrives. */
  empty: ReactNode;
  /** Name each lead's landing page and client. */
  showPage?: boolean;
}

/** A list of leads with its search, export and pages; the same for a client and for the workspace. */
export function LeadsView({
  scope,
  data,
  owner,
  page,
  search,
  onPage,
  onSearch,
  empty,
  showPage = false,
}: LeadsViewProps) {
  const { t } = useLingui();
  const { leads, total } = data;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));

  if (total === 0 && !search) return empty;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <LeadSearch search={search} onSearch={onSearch} />
        <ExportLeadsButton owner={owner} loadAll={() => getAllLeads(scope, search)} />
      </Group>
      {total === 0 ? (
        <EmptyState
          icon={<IconSearch size={30} />}
          title={t`No lead matches “${search}”`}
          description={t`Check the spelling, or clear the search to see every lead.`}
          action={
            <Button variant="light" onClick={() => onSearch('')}>
              {t`Clear search`}
            </Button>
          }
        />
      ) : leads.length === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={30} />}
          title={t`This page is empty`}
          description={t`The list of leads ends before this page.`}
          action={
            <Button variant="light" onClick={() => onPage(pages)}>
              {t`Go to the last page`}
            </Button>
          }
        />
      ) : (
        <>
          <Text c="dimmed" fz="sm" aria-live="polite">
            <Plural value={total} one="# lead" other="# leads" />
          </Text>
          <LeadList workspaceId={scope.workspaceId} leads={leads} showPage={showPage} />
          <ListPagination total={total} pageSize={LEADS_PAGE_SIZE} page={page} onChange={onPage} />
        </>
      )}
    </Stack>
  );
}
