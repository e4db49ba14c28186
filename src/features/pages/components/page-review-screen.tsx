import { useLingui } from '@lingui/react/macro';
import { IconWorld } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** The last check of a page brief: mood, template and style. */
export function PageReviewScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/review' });
  return (
    <>
      <PageHeader
        title={t`Review landing page`}
        description={t`Choose the mood, a recommended template and the style.`}
      />
      <EmptyState
        icon={<IconWorld size={30} />}
        title={t`Nothing to review yet`}
        description={t`Fill in the guided form first; its answers and the recommended templates appear here.`}
        action={
          <ButtonLink to="/organizations/$id/pages/create" params={{ id }}>
            {t`Start a guided page`}
          </ButtonLink>
        }
      />
    </>
  );
}
