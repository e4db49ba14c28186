import { useLingui } from '@lingui/react/macro';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePaletteRoleLabels } from '@/components/palette/use-palette-role-labels.ts';
import { clientBrandsQueryOptions, workspaceBrandQueryOptions } from '@/content/brief/api/brand-queries.ts';
import type { BriefDraft, BriefField, BriefKind } from '@/content/brief/model/brief-draft.ts';
import type { BriefStepId } from '@/content/brief/model/brief-step-ids.ts';
import { stepsOf } from '@/content/brief/model/brief-steps.ts';
import { PALETTE_ROLES } from '@/lib/colors/palette.ts';
import { useBriefFieldLabels } from './use-brief-field-labels.ts';

type BriefSummaryProps = {
  kind: BriefKind;
  draft: BriefDraft;
  invalidSteps: readonly BriefStepId[];
  /** A link to one tab of the wizard, around `children`. */
  editLink: (step: BriefStepId, children: ReactNode, label: string) => ReactNode;
};

/** The brief as written, tab by tab, each with a link back to change it. */
export function BriefSummary({ kind, draft, invalidSteps, editLink }: BriefSummaryProps) {
  const { t, i18n } = useLingui();
  const labels = useBriefFieldLabels(kind);
  const roles = usePaletteRoleLabels();
  const workspace = useQuery(workspaceBrandQueryOptions(draft.workspaceId)).data;
  const client = useQuery(clientBrandsQueryOptions(draft.workspaceId)).data?.find(
    (candidate) => candidate.id === draft.clientId,
  );

  const value = (field: BriefField): ReactNode => {
    if (field === 'workspaceId') return workspace?.name ?? '…';
    if (field === 'clientId')
      return draft.clientId
        ? (client?.name ?? '…')
        : kind === 'email'
          ? t`None: a workspace campaign`
          : t`None: a workspace page`;
    const text = draft[field].trim();
    return text ? text : <Text span c="dimmed" fz="sm">{t`Not given`}</Text>;
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {stepsOf(kind).map((step) => {
        const title = i18n._(step.title);
        const invalid = invalidSteps.includes(step.id);
        const textFields = step.fields.filter(
          (field) => !(PALETTE_ROLES as readonly string[]).includes(field),
        );
        const showsColours = step.id === 'colours';
        return (
          <Paper
            key={step.id}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={title}
            style={invalid ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs" align="flex-start">
              <Title order={3} fz="md" c={invalid ? 'red.7' : undefined}>
                {title}
              </Title>
              {editLink(
                step.id,
                <Group gap={4} wrap="nowrap">
                  <IconPencil size={14} aria-hidden />
                  {t`Edit`}
                </Group>,
                t`Edit ${title}`,
              )}
            </Group>
            <Stack gap="xs" component="dl" m={0}>
              {showsColours && (
                <div>
                  <Text component="dt" fz="xs" c="dimmed" fw={600}>
                    {t`Colours`}
                  </Text>
                  <Group component="dd" m={0} gap="sm" mt={4}>
                    {PALETTE_ROLES.map((role) => (
                      <Group key={role} gap={6} wrap="nowrap">
                        <ColorSwatch color={draft[role]} size={20} aria-hidden />
                        <Text fz="xs">
                          {roles[role].description}{' '}
                          <Text span c="dimmed" fz="xs">
                            {draft[role]}
                          </Text>
                        </Text>
                      </Group>
                    ))}
                  </Group>
                </div>
              )}
              {textFields.map((field) => (
                <div key={field}>
                  <Text component="dt" fz="xs" c="dimmed" fw={600}>
                    {labels[field].label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    fz="sm"
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    lineClamp={6}
                  >
                    {value(field)}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
