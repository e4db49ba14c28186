import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header.tsx';
import { StepsOverview } from '@/components/steps-overview.tsx';

/** A campaign from a single prompt. */
export function CampaignExpressScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Express campaign`}
        description={t`The fastest way to a first draft: one prompt is enough.`}
      />
      <StepsOverview
        heading={t`You provide:`}
        steps={[
          t`Campaign name`,
          t`Workspace`,
          t`Client (optional)`,
          t`Content: one prompt describing the campaign`,
        ]}
      />
    </>
  );
}
