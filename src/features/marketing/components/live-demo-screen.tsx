import { useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconChartBar, IconEdit, IconSend, IconSparkles, IconUpload } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links.tsx';

/** /livedemo: the path a first campaign takes, and the way in to try it. */
export function LiveDemoScreen() {
  const { t } = useLingui();
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t`Live demo`}</Title>
        <Text c="dimmed" fz="lg">
          {t`The fastest demo is your own campaign: create a free account and follow these steps. It takes about five minutes.`}
        </Text>
      </Stack>
      <Timeline active={-1} bulletSize={36} lineWidth={2}>
        <Timeline.Item bullet={<IconSparkles size={18} />} title={t`Write one prompt`}>
          <Text c="dimmed" fz="sm">{t`Say what you sell and to whom in the express form.`}</Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconEdit size={18} />} title={t`Polish the draft`}>
          <Text c="dimmed" fz="sm">{t`Change anything in the drag-and-drop editor.`}</Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconUpload size={18} />} title={t`Add recipients`}>
          <Text c="dimmed" fz="sm">{t`Upload a CSV or Excel file with an email column.`}</Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconSend size={18} />} title={t`Send`}>
          <Text c="dimmed" fz="sm">{t`Choose a package and ship the campaign.`}</Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconChartBar size={18} />} title={t`Watch the results`}>
          <Text c="dimmed" fz="sm">{t`Deliveries, opens and clicks arrive per recipient.`}</Text>
        </Timeline.Item>
      </Timeline>
      <Group mt={40}>
        <ButtonLink to="/sign-up" size="md">
          {t`Start the demo`}
        </ButtonLink>
        <ButtonLink to="/" variant="default" size="md">
          {t`Back to the home page`}
        </ButtonLink>
      </Group>
    </Container>
  );
}
