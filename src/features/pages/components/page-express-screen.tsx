import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { PAGE_TEMPLATES, type PageTemplate } from '@shared/content/brief.ts';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { generationSearch } from '@/content/generation/api/generate.ts';
import { useExpressCreation } from '@/content/generation/api/use-express-creation.ts';
import { ExpressForm } from '@/content/generation/components/express-form.tsx';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';

const capitalized = (template: string) => template.charAt(0).toUpperCase() + template.slice(1);

/** A landing page from a single prompt: saved, written by the AI, then shown. */
export function PageExpressScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/create-express' });
  const navigate = useNavigate();
  const [template, setTemplate] = useState<PageTemplate | null>(null);
  const { progress, create } = useExpressCreation('page', (created) =>
    navigate({
      to: '/organizations/$id/pages/$campaignId/view',
      params: { id: created.workspaceId, campaignId: created.campaignId },
      search: generationSearch(created),
    }),
  );
  const canEdit = useCanEditContent(id);
  if (!canEdit) {
    return <ViewOnlyContentScreen kind="page" workspaceId={id} title={t`Express landing page`} />;
  }

  return (
    <>
      <PageHeader
        title={t`Express landing page`}
        description={t`The fastest way to a first page: one prompt is enough.`}
      />
      <ExpressForm
        workspaceId={id}
        progress={progress}
        onSubmit={(input) => create(input, template ?? undefined)}
        labels={{
          name: t`Page name`,
          clientHint: t`Optional: leave empty for a workspace page.`,
          prompt: t`What is the page about?`,
          promptPlaceholder: t`For example: a page where riders book a spring tune-up and leave their phone number so the shop can confirm.`,
          submit: t`Create page`,
          designing: t`Designing the page`,
        }}
        extra={
          <Select
            label={t`Template`}
            description={t`Optional: leave empty and the best match for your prompt is chosen.`}
            placeholder={t`Chosen for you`}
            clearable
            disabled={progress !== 'idle'}
            data={PAGE_TEMPLATES.map((value) => ({ value, label: capitalized(value) }))}
            value={template}
            onChange={(value) => setTemplate(value as PageTemplate | null)}
          />
        }
      />
    </>
  );
}
