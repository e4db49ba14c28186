import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CampaignListScreen } from '@/content/list/components/campaign-list.tsx';
import {
  type CampaignListSearch,
  resolveCampaignListSearch,
} from '@/content/list/model/campaign-list-search.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useWorkspaceCampaigns } from '../list/api/get-workspace-campaigns.ts';

const route = getRouteApi('/_app/organizations/$id/campaigns/');

/** The workspace's email campaigns, its own and its clients', searchable and sortable. */
export function CampaignsScreen() {
  const { id } = route.useParams();
  const search = resolveCampaignListSearch(route.useSearch());
  const { data } = useWorkspaceCampaigns(id, search);
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
      kind="email"
      data={data}
      search={search}
      canCreate={canCreate}
      onSearchChange={onSearchChange}
    />
  );
}
