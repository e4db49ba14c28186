import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';
import { uuidParams } from '@/app/uuid-params.ts';

/** Every screen of a client: its id is a UUID, or the address is a 404 inside the in-app layout. */
export const Route = createFileRoute('/_app/organizations/$id/clients/$clientId')({
  params: uuidParams('clientId'),
  notFoundComponent: NotFoundScreen,
});
