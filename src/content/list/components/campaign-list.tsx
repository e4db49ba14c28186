import { Plural, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, rem, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconBolt,
  IconListDetails,
  IconMail,
  IconWorld,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListPagination } from '@/components/list-pagination.tsx';
import { LazySelect } from '@/components/overlays/lazy-overlays.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink, ButtonLink } from '@/components/router-links.tsx';
import { UrlSearchInput } from '@/components/url-search-input.tsx';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import {
  CAMPAIGN_LIST_PAGE_SIZE,
  type CampaignListPage,
  type CampaignListRow,
} from '@/content/list/api/workspace-campaign-list.ts';
import type {
  CampaignListSearch,
  ResolvedCampaignListSearch,
} from '@/content/list/model/campaign-list-search.ts';
import { ReviewStateBadge } from '@/content/review/components/review-state-badge.tsx';
import { CampaignStatusBadge } from '@/content/status/components/campaign-status-badge.tsx';
import { PageVisibilityBadge } from '@/content/status/components/page-visibility-badge.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import classes from './campaign-table.module.css';

type Kind = CampaignListRow['kind'];

type SortChoice = `${ResolvedCampaignListSearch['sort']}-${ResolvedCampaignListSearch['dir']}`;

type CampaignListProps = {
  workspaceId: string;
  kind: Kind;
  data: CampaignListPage;
  search: ResolvedCampaignListSearch;
  /** Whether the reader may create (`canEditContent`): a viewer gets the list without the ways to. */
  canCreate: boolean;
  /** Writes a change of search, sort or page into the address. */
  onSearchChange: (patch: CampaignListSearch, options?: { replace?: boolean }) => void;
};

/**
 * The screen of a workspace's email campaigns or landing pages: name search, sort and pages kept
 * in the address, a table on wide screens and cards on phones, and the ways to create one.
 */
export function CampaignListScreen(props: CampaignListProps) {
  const { t } = useLingui();
  const { workspaceId, kind, data, search, canCreate } = props;
  const hasAny = data.total > 0 || search.q !== '' || search.page > 1;
  const createButtons = (justify: 'center' | 'flex-start') =>
    canCreate ? <CreateButtons workspaceId={workspaceId} kind={kind} justify={justify} /> : undefined;
  return (
    <>
      <PageHeader
        title={kind === 'email' ? t`Campaigns` : t`Landing pages`}
        description={
          kind === 'email'
            ? t`Email campaigns of this workspace and its clients.`
            : t`Landing pages of this workspace and its clients, with their lead forms.`
        }
        actions={hasAny ? createButtons('flex-start') : undefined}
      />
      {!canCreate && (
        <Box mb="md">
          <ViewOnlyNote />
        </Box>
      )}
      {hasAny ? (
        <CampaignList {...props} />
      ) : kind === 'email' ? (
        <EmptyState
          icon={<IconMail size={30} />}
          title={t`No campaigns yet`}
          description={
            canCreate
              ? t`Create a campaign from a single prompt, or follow the guided form for more control.`
              : t`The campaigns of this workspace will be listed here.`
          }
          action={createButtons('center')}
        />
      ) : (
        <EmptyState
          icon={<IconWorld size={30} />}
          title={t`No landing pages yet`}
          description={
            canCreate
              ? t`Create a page from a single prompt, or follow the guided form and pick a template.`
              : t`The landing pages of this workspace will be listed here.`
          }
          action={createButtons('center')}
        />
      )}
    </>
  );
}

/** Express (one prompt) and guided creation, for the list's kind. */
function CreateButtons({
  workspaceId,
  kind,
  justify,
}: {
  workspaceId: string;
  kind: Kind;
  justify: 'center' | 'flex-start';
}) {
  const { t } = useLingui();
  const params = { id: workspaceId };
  return (
    <Group gap="sm" justify={justify}>
      {kind === 'email' ? (
        <>
          <ButtonLink
            to="/organizations/$id/campaigns/create-express"
            params={params}
            leftSection={<IconBolt size={16} />}
          >
            {t`Express campaign`}
          </ButtonLink>
          <ButtonLink
            to="/organizations/$id/campaigns/create"
            params={params}
            variant="light"
            leftSection={<IconListDetails size={16} />}
          >
            {t`Guided campaign`}
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink
            to="/organizations/$id/pages/create-express"
            params={params}
            leftSection={<IconBolt size={16} />}
          >
            {t`Express page`}
          </ButtonLink>
          <ButtonLink
            to="/organizations/$id/pages/create"
            params={params}
            variant="light"
            leftSection={<IconListDetails size={16} />}
          >
            {t`Guided page`}
          </ButtonLink>
        </>
      )}
    </Group>
  );
}

function CampaignList({ workspaceId, kind, data, search, onSearchChange }: CampaignListProps) {
  const { t } = useLingui();
  const clearSearch = () => onSearchChange({ q: undefined, page: undefined });
  return (
    <Stack gap="md">
      <CampaignListControls kind={kind} search={search} onSearchChange={onSearchChange} />
      {data.rows.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          {search.page > 1 && data.total === 0 && !search.q ? (
            <Text fw={600}>{t`This page of the list is empty.`}</Text>
          ) : (
            <>
              <Text fw={600}>
                {kind === 'email'
                  ? t`No campaign matches “${search.q}”`
                  : t`No landing page matches “${search.q}”`}
              </Text>
              <Text c="dimmed" fz="sm">{t`Check the spelling, or clear the search to see them all.`}</Text>
            </>
          )}
          <Button variant="light" mt="md" onClick={clearSearch}>
            {search.q ? t`Clear search` : t`Back to the first page`}
          </Button>
        </Paper>
      ) : (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {kind === 'email' ? (
              <Plural value={data.total} one="# campaign" other="# campaigns" />
            ) : (
              <Plural value={data.total} one="# landing page" other="# landing pages" />
            )}
          </Text>
          <CampaignTable
            workspaceId={workspaceId}
            kind={kind}
            rows={data.rows}
            search={search}
            onSearchChange={onSearchChange}
          />
          <CampaignCards workspaceId={workspaceId} kind={kind} rows={data.rows} />
          <ListPagination
            total={data.total}
            pageSize={CAMPAIGN_LIST_PAGE_SIZE}
            page={search.page}
            onChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
          />
        </>
      )}
    </Stack>
  );
}

/** The name search (debounced into the address) and the sort order. */
function CampaignListControls({
  kind,
  search,
  onSearchChange,
}: Pick<CampaignListProps, 'kind' | 'search' | 'onSearchChange'>) {
  const { t } = useLingui();
  const sortOptions: { value: SortChoice; label: string }[] = [
    { value: 'created-desc', label: t`Newest first` },
    { value: 'created-asc', label: t`Oldest first` },
    { value: 'name-asc', label: t`Name (A–Z)` },
    { value: 'name-desc', label: t`Name (Z–A)` },
  ];
  // Wide enough for the longest choice in the reader's language ("Más recientes primero"): a `ch` is
  // the width of a digit, wider than an average letter, plus the input's padding and chevron.
  const longestLabel = Math.max(...sortOptions.map((option) => option.label.length));
  const sortSelectWidth = `calc(${longestLabel}ch + 2.5rem)`;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <UrlSearchInput
        search={search.q}
        onSearch={(next) => onSearchChange({ q: next || undefined, page: undefined }, { replace: true })}
        aria-label={kind === 'email' ? t`Search campaigns by name` : t`Search landing pages by name`}
        placeholder={t`Search by name`}
        style={{ flex: '1 1 220px' }}
        maw={{ sm: 360 }}
      />
      <LazySelect
        label={t`Sort by`}
        data={sortOptions}
        value={`${search.sort}-${search.dir}`}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          const [sort, dir] = value.split('-') as [
            ResolvedCampaignListSearch['sort'],
            ResolvedCampaignListSearch['dir'],
          ];
          onSearchChange({ sort, dir, page: undefined });
        }}
        w={{ base: '100%', xs: sortSelectWidth }}
      />
    </Group>
  );
}

function SortableHeader({
  column,
  label,
  search,
  onSearchChange,
}: {
  column: ResolvedCampaignListSearch['sort'];
  label: string;
} & Pick<CampaignListProps, 'search' | 'onSearchChange'>) {
  const active = search.sort === column;
  const Icon = !active ? IconArrowsSort : search.dir === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active ? (search.dir === 'asc' ? 'desc' : 'asc') : column === 'name' ? 'asc' : 'desc';
  return (
    <th aria-sort={active ? (search.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        onClick={() => onSearchChange({ sort: column, dir: next, page: undefined })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </th>
  );
}

type RowsProps = { workspaceId: string; kind: Kind; rows: CampaignListRow[] };

function CampaignTable({
  workspaceId,
  kind,
  rows,
  search,
  onSearchChange,
}: RowsProps & Pick<CampaignListProps, 'search' | 'onSearchChange'>) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
      {/* Table.ScrollContainer type="native" and Table as plain elements (campaign-table.module.css):
          Mantine's Table brings its ScrollArea and floating-ui with it. */}
      <Box style={{ overflowX: 'auto' }}>
        <Box miw={kind === 'page' ? 860 : 760}>
          <table
            className={classes.table}
            style={
              {
                '--table-horizontal-spacing': `var(--mantine-spacing-${kind === 'page' ? 'sm' : 'md'})`,
              } as CSSProperties
            }
          >
            <thead>
              <tr>
                <SortableHeader
                  column="name"
                  label={t`Name`}
                  search={search}
                  onSearchChange={onSearchChange}
                />
                <th>{t`Product or service`}</th>
                <th>{t`Type`}</th>
                <SortableHeader
                  column="created"
                  label={t`Created`}
                  search={search}
                  onSearchChange={onSearchChange}
                />
                <th>{t`Status`}</th>
                {kind === 'page' && <th>{t`Visibility`}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td style={{ minWidth: rem(200) }}>
                    <NameWithOwner workspaceId={workspaceId} row={row} />
                  </td>
                  <td>{row.productName || '—'}</td>
                  <td>
                    <OwnerType row={row} />
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>{format.date(row.createdAt)}</td>
                  <td>
                    <StatusBadges row={row} />
                  </td>
                  {kind === 'page' && (
                    <td>
                      <PageVisibilityBadge visibility={row.visibility} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </Box>
    </Paper>
  );
}

function CampaignCards({ workspaceId, kind, rows }: RowsProps) {
  const format = useFormatters();
  return (
    // `role="list"`: Safari (VoiceOver, the phones these cards are for) drops a list's semantics
    // once its bullets are styled away.
    <Stack component="ul" role="list" gap="sm" hiddenFrom="sm" className={classes.cards}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder radius="lg" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <NameWithOwner workspaceId={workspaceId} row={row} />
            <StatusBadges row={row} />
          </Group>
          {row.productName && (
            <Text fz="sm" mt={6} truncate="end">
              {row.productName}
            </Text>
          )}
          <Group justify="space-between" mt="sm" gap="xs">
            <OwnerType row={row} />
            <Text fz="xs" c="dimmed">
              {format.date(row.createdAt)}
            </Text>
          </Group>
          {kind === 'page' && (
            <Group mt="xs">
              <PageVisibilityBadge visibility={row.visibility} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** The name, linking to its view, with the client it was made for (or the workspace) beneath. */
function NameWithOwner({ workspaceId, row }: { workspaceId: string; row: CampaignListRow }) {
  const { t } = useLingui();
  const params = { id: workspaceId, campaignId: row.id };
  return (
    <Stack gap={0} miw={0}>
      {row.kind === 'email' ? (
        <AnchorLink to="/organizations/$id/campaigns/$campaignId/view" params={params} fw={600}>
          {row.name}
        </AnchorLink>
      ) : (
        <AnchorLink to="/organizations/$id/pages/$campaignId/view" params={params} fw={600}>
          {row.name}
        </AnchorLink>
      )}
      <Text fz="xs" c="dimmed" truncate="end">
        {row.clientName ?? t`Workspace`}
      </Text>
    </Stack>
  );
}

function OwnerType({ row }: { row: CampaignListRow }) {
  const { t } = useLingui();
  const forClient = row.clientName !== null;
  const label =
    row.kind === 'email'
      ? forClient
        ? t`Client campaign`
        : t`Workspace campaign`
      : forClient
        ? t`Client page`
        : t`Workspace page`;
  return <Text fz="sm">{label}</Text>;
}

/** The status, and where the review stands once one has started (docs/approvals.md). */
function StatusBadges({ row }: { row: CampaignListRow }) {
  return row.reviewState === 'draft' ? (
    <CampaignStatusBadge status={row.status} />
  ) : (
    <Group gap={4} wrap="wrap" justify="flex-end">
      <CampaignStatusBadge status={row.status} />
      <ReviewStateBadge state={row.reviewState} />
    </Group>
  );
}
