import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header.tsx';
import { StepsOverview } from '@/components/steps-overview.tsx';

/** The guided landing page brief, step by step. */
export function PageCreateScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`New landing page`}
        description={t`A guided brief, then a template that fits your offer.`}
      />
      <StepsOverview
        heading={t`The guided form asks, in this order:`}
        steps={[
          t`Workspace and client`,
          t`General information`,
          t`Goals and objectives`,
          t`Colors`,
          t`Branding`,
          t`Target audience, demographics and legal`,
          t`Review: mood, template and style`,
        ]}
      />
    </>
  );
}
