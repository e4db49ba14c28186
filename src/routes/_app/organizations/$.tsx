import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';

/** Unknown paths under a workspace: the 404 stays inside the in-app layout, behind its guard. */
export const Route = createFileRoute('/_app/organizations/$')({
  staticData: { title: errorMessages.pageNotFound },
  component: NotFoundScreen,
});
