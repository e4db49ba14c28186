import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { PageTemplate } from '@shared/content/brief.ts';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { templateRecommendationsQueryOptions } from '@/content/brief/api/recommend-templates.ts';
import { type BriefProgress, useBriefCreation } from '@/content/brief/api/use-brief-creation.ts';
import { type BriefKind, draftPalette } from '@/content/brief/model/brief-draft.ts';
import type { BriefStepId } from '@/content/brief/model/brief-step-ids.ts';
import { stepsOf, validateBrief } from '@/content/brief/model/brief-steps.ts';
import type { CreatedContent } from '@/content/generation/api/generate.ts';
import { DEFAULT_PALETTE } from '@/lib/colors/palette.ts';
import { BriefSummary } from './brief-summary.tsx';
import { CreationProgress } from './creation-progress.tsx';
import { MoodPicker } from './mood-picker.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { useBriefDraft } from './use-brief-draft.ts';

export type CreatedBrief = CreatedContent;

type BriefReviewProps = {
  kind: BriefKind;
  workspaceId: string;
  /** A link to one tab of the wizard, around `children`, named `label`. */
  editLink: (step: BriefStepId, children: ReactNode, label: string) => ReactNode;
  /** What shows when there is no draft to review (an empty state linking to the wizard). */
  empty: ReactNode;
  onCreated: (created: CreatedBrief) => void;
};

/**
 * The last look at a brief: what it says (each part linking back to its tab), the mood (and for
 * pages the template), then the create action with its progress.
 */
export function BriefReview({ kind, workspaceId, editLink, empty, onCreated }: BriefReviewProps) {
  const { t, i18n } = useLingui();
  const { draft, update, restored } = useBriefDraft(kind, workspaceId, DEFAULT_PALETTE);
  const { progress, create } = useBriefCreation(kind, workspaceId, onCreated);
  const { invalidSteps } = validateBrief(draft, kind);
  const complete = invalidSteps.length === 0;
  const recommendations = useQuery({
    ...templateRecommendationsQueryOptions(draft),
    enabled: restored && kind === 'page' && complete,
    // A new mood re-ranks the templates; the current ranking stays on screen meanwhile.
    placeholderData: (previous) => previous,
  });
  const template: PageTemplate | null = draft.template ?? recommendations.data?.[0]?.template ?? null;
  const busy = progress !== 'idle';

  if (!restored) return empty;

  const invalidTitles = stepsOf(kind).filter((step) => invalidSteps.includes(step.id));

  return (
    <Stack gap="xl">
      {!complete && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          title={t`This brief is not complete yet`}
        >
          <Text fz="sm" mb="xs">{t`Fix these tabs before you create:`}</Text>
          <List size="sm">
            {invalidTitles.map((step) => {
              const title = i18n._(step.title);
              return <List.Item key={step.id}>{editLink(step.id, title, title)}</List.Item>;
            })}
          </List>
        </Alert>
      )}

      <Stack gap="sm" component="section" aria-labelledby="brief-summary-heading">
        <Title order={2} fz="lg" id="brief-summary-heading">
          {t`Your brief`}
        </Title>
        <BriefSummary kind={kind} draft={draft} invalidSteps={invalidSteps} editLink={editLink} />
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section">
        <MoodPicker
          kind={kind}
          value={draft.mood}
          onChange={(mood) => update({ mood })}
          palette={draftPalette(draft)}
          productName={draft.productName.trim() || draft.name}
          label={kind === 'email' ? t`Mood` : t`Style`}
          description={
            kind === 'email'
              ? t`Sets the tone of the writing and the type of the email. Each sample uses your colours.`
              : t`Sets the tone of the writing and the type, corners and spacing of the page. Each sample uses your colours.`
          }
          disabled={busy}
        />
      </Paper>

      {kind === 'page' && complete && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section">
          <TemplatePicker
            recommendations={recommendations.data}
            loading={recommendations.isPending}
            failed={recommendations.isError}
            onRetry={() => recommendations.refetch()}
            value={template}
            onChange={(chosen) => update({ template: chosen })}
            disabled={busy}
          />
        </Paper>
      )}

      {busy ? (
        <CreationProgress
          progress={progress as Exclude<BriefProgress, 'idle'>}
          layingOut={kind === 'email' ? t`Designing the email` : t`Laying out the page`}
        />
      ) : (
        <Group justify="space-between" gap="sm">
          {editLink(stepsOf(kind).at(-1)?.id ?? 'workspace', t`Back to the brief`, t`Back to the brief`)}
          <Button
            size="md"
            leftSection={<IconSparkles size={18} />}
            disabled={!complete}
            onClick={() => create(draft, template)}
          >
            {kind === 'email' ? t`Create campaign` : t`Create page`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
