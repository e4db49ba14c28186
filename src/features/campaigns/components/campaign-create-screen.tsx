import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header.tsx';
import { StepsOverview } from '@/components/steps-overview.tsx';

/** The guided campaign brief, step by step. */
export function CampaignCreateScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`New campaign`}
        description={t`A guided brief: the better Pitchcraft knows your offer, the better the draft.`}
      />
      <StepsOverview
        heading={t`The guided form asks, in this order:`}
        steps={[
          t`Workspace and client`,
          t`General information`,
          t`Goals and objectives`,
          t`Colors and branding`,
          t`Target audience, demographics and legal`,
          t`Review, mood and create`,
        ]}
      />
    </>
  );
}
