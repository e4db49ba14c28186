import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';

/** Unknown paths under /user: the 404 stays inside the in-app layout, behind its guard. */
export const Route = createFileRoute('/_app/user/$')({
  staticData: { title: errorMessages.pageNotFound },
  component: NotFoundScreen,
});
