import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header.tsx';
import { StepsOverview } from '@/components/steps-overview.tsx';

/** A landing page from a single prompt. */
export function PageExpressScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Express landing page`}
        description={t`The fastest way to a first page: one prompt is enough.`}
      />
      <StepsOverview
        heading={t`You provide:`}
        steps={[t`Page name`, t`Workspace`, t`Client (optional)`, t`Content: one prompt describing the page`]}
      />
    </>
  );
}
