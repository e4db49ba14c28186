import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';
import { uuidParams } from '@/app/uuid-params.ts';
import { myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';

/**
 * Every screen of a workspace: its id is a UUID, or the address is a 404 inside the in-app layout.
 * The reader's role is known before any screen shows, so what a screen offers (`canEditContent`)
 * never changes under the reader.
 */
export const Route = createFileRoute('/_app/organizations/$id')({
  params: uuidParams('id'),
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(myRoleQueryOptions(id)),
  notFoundComponent: NotFoundScreen,
});
