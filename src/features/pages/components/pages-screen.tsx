import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CampaignListScreen } from '@/content/list/components/campaign-list.tsx';
import {
  type CampaignListSearch,
  resolveCampaignListSearch,
} from '@/content/list/model/campaign-list-search.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useWorkspacePages } from '../list/api/get-workspace-pages.ts';

const route = getRouteApi('/_app/organizations/$id/pages/');

/** The workspace's landing pages, its own and its clients', with whether visitors can see each. */
export function PagesScreen() {
  const { id } = route.useParams();
  const search = resolveCampaignListSearch(route.useSearch());
  const { data } = useWorkspacePages(id, search);
  const canCreate = useCanEditContent(id);
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (patch: CampaignListSearch, options?: { replace?: boolean }) =>
      navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  return (
    <CampaignListScreen
      workspaceId={id}
      kind="page"
      data={data}
      search={search}
      canCreate={canCreate}
      onSearchChange={onSearchChange}
    />
  );
}
