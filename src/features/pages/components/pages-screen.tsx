import { useLingui } from '@lingui/react/macro';
import { IconWorld } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** The workspace's landing pages. */
export function PagesScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/' });
  return (
    <>
      <PageHeader
        title={t`Landing pages`}
        description={t`Landing pages of this workspace and its clients, with their lead forms.`}
      />
      <EmptyState
        icon={<IconWorld size={30} />}
        title={t`No landing pages yet`}
        description={t`Create a page from a single prompt, or follow the guided form and pick a template.`}
        action={
          <ButtonLink to="/organizations/$id/pages/create" params={{ id }}>
            {t`Start a guided page`}
          </ButtonLink>
        }
      />
    </>
  );
}
