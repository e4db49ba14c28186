import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { PageTemplate } from '@shared/content/brief.ts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { TemplateRecommendation } from '@/content/brief/api/recommend-templates.ts';
import { templateName } from '@/content/brief/model/brief-labels.ts';

const FIRST_SHOWN = 6;

type TemplatePickerProps = {
  recommendations: TemplateRecommendation[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: PageTemplate | null;
  onChange: (template: PageTemplate) => void;
  disabled?: boolean;
};

/** The thirteen templates ranked for the brief, best first, each with why it fits. */
export function TemplatePicker({
  recommendations,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  disabled,
}: TemplatePickerProps) {
  const { t, i18n } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const label = t`Template`;
  const description = t`Ranked for your brief, best first. The first one is chosen unless you pick another.`;

  if (failed)
    return (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t`Templates could not be recommended`}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{t`You can still create the page: the best match for your brief is chosen when it is written.`}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </Stack>
      </Alert>
    );

  if (loading || !recommendations)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t`Recommending templates`}>
        <Text fw={500} fz="sm">
          {label}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={96} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );

  // The best few first; the rest on demand, and always when the chosen one is among them.
  const chosenRank = recommendations.findIndex((recommendation) => recommendation.template === value);
  const shown =
    showAll || chosenRank >= FIRST_SHOWN ? recommendations : recommendations.slice(0, FIRST_SHOWN);
  const total = recommendations.length;

  return (
    <Radio.Group
      value={value}
      onChange={(template) => onChange(template as PageTemplate)}
      label={label}
      description={description}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
        {shown.map((recommendation, rank) => {
          const name = templateName(recommendation.template);
          const position = rank + 1;
          const match = percent.format(recommendation.score);
          const checked = recommendation.template === value;
          return (
            <Radio.Card
              key={recommendation.template}
              value={recommendation.template}
              radius="md"
              p="md"
              disabled={disabled}
              aria-label={t`${name}, ranked ${position}`}
              style={{
                outline: checked ? '3px solid var(--mantine-color-indigo-6)' : undefined,
                outlineOffset: 2,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={700}>{name}</Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  {rank === 0 && (
                    <Badge size="sm" color="teal" variant="light">
                      {t`Best match`}
                    </Badge>
                  )}
                  <Badge size="sm" variant="outline" color="gray">
                    #{position}
                  </Badge>
                </Group>
              </Group>
              {recommendation.score >= 0.01 && (
                <Text fz="xs" c="dimmed" mt={6}>
                  {t`Match ${match}`}
                </Text>
              )}
              <Text fz="sm" mt={4}>
                {recommendation.reason}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
      {shown.length < total && (
        <Button variant="subtle" mt="sm" onClick={() => setShowAll(true)} disabled={disabled}>
          {t`Show all ${total} templates`}
        </Button>
      )}
    </Radio.Group>
  );
}
