import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { LazyWhenOpened } from '@/components/overlays/lazy-overlays.tsx';
import { useSession } from '@/lib/auth/session.ts';
import { currentWorkspaceIdQueryOptions, currentWorkspaceKey } from '../api/get-current-workspace-id.ts';
import { myWorkspacesQueryOptions } from '../api/list-my-workspaces.ts';
import { knownCurrentWorkspaceAtom, ownChoiceAtom } from '../current-workspace-state.ts';

const loadModal = () => import('./workspace-changed-modal.tsx');

/** How often an open, visible tab asks whether another device changed the current workspace. */
const PROFILE_POLL_MS = 60_000;

/**
 * Keeps this tab's idea of the current workspace in step with the profile and the other tabs, and
 * when it changes elsewhere while this tab shows another workspace, offers to switch or stay.
 * Other tabs are heard through localStorage (jotai's storage subscription); other devices when
 * this tab regains focus or by a gentle poll of the profile.
 */
export function WorkspaceChangedDialog() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: shownId } = useParams({ strict: false });
  const userId = useSession()?.user.id;
  const [known, setKnown] = useAtom(knownCurrentWorkspaceAtom);
  const [ownChoice, setOwnChoice] = useAtom(ownChoiceAtom);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const profile = useQuery({
    ...currentWorkspaceIdQueryOptions(),
    enabled: Boolean(userId),
    refetchOnWindowFocus: 'always',
    refetchInterval: PROFILE_POLL_MS,
  });
  const workspaces = useQuery({ ...myWorkspacesQueryOptions(), enabled: Boolean(changedTo) });

  // The profile is the truth: a new answer from it (on focus, by the poll) becomes what this
  // browser knows. Only a new answer: a change heard from another tab must not be undone by the
  // older answer still in this tab's cache.
  const lastProfileAnswer = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!userId || profile.data === undefined || profile.data === lastProfileAnswer.current) return;
    lastProfileAnswer.current = profile.data;
    if (known?.userId === userId && known.workspaceId === profile.data) return;
    setKnown({ userId, workspaceId: profile.data });
  }, [profile.data, userId, known, setKnown]);

  const knownId = known && known.userId === userId ? known.workspaceId : undefined;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = knownId;
    // The first value this tab hears is where it starts, not a change.
    if (before === undefined || knownId === undefined || knownId === before) return;
    lastProfileAnswer.current = knownId;
    queryClient.setQueryData(currentWorkspaceKey(), knownId);
    void queryClient.invalidateQueries({ queryKey: myWorkspacesQueryOptions().queryKey });
    if (knownId === ownChoice) return setOwnChoice(null);
    if (knownId && shownId && shownId !== knownId) setChangedTo(knownId);
  }, [knownId, ownChoice, setOwnChoice, shownId, queryClient]);

  const nameOf = (id: string | undefined) => workspaces.data?.find((workspace) => workspace.id === id)?.name;
  const newName = nameOf(changedTo ?? undefined) ?? t`another workspace`;
  const shownName = nameOf(shownId) ?? t`this workspace`;

  const switchTo = async () => {
    if (!changedTo) return;
    setChangedTo(null);
    await navigate({ to: '/organizations/$id/dashboard', params: { id: changedTo } });
  };

  return (
    <LazyWhenOpened
      opened={Boolean(changedTo) && changedTo !== shownId}
      load={loadModal}
      props={{ newName, shownName, onStay: () => setChangedTo(null), onSwitch: switchTo }}
    />
  );
}
