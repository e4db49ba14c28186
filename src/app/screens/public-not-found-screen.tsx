import { PublicLayout } from '../layouts/public-layout/public-layout.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/** An address no route matches, in the public layout: the root route loads it when it is needed. */
export default function PublicNotFoundScreen() {
  return (
    <PublicLayout>
      <NotFoundScreen />
    </PublicLayout>
  );
}
