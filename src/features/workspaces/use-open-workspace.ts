import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSetCurrentWorkspace } from './api/set-current-workspace.ts';

/** Opening a workspace makes it the current one, then shows its dashboard. */
export function useOpenWorkspace() {
  const navigate = useNavigate();
  const setCurrent = useSetCurrentWorkspace();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const open = async (workspaceId: string) => {
    setPendingId(workspaceId);
    try {
      await setCurrent.mutateAsync(workspaceId);
      await navigate({ to: '/organizations/$id/dashboard', params: { id: workspaceId } });
    } catch {
      // The mutation already said what went wrong.
    } finally {
      setPendingId(null);
    }
  };
  return { open, pendingId };
}
