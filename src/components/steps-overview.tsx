import { Paper, Stepper, Text } from '@mantine/core';

type StepsOverviewProps = { heading: string; steps: readonly string[] };

/** The steps of a guided form, shown in order before the user starts. */
export function StepsOverview({ heading, steps }: StepsOverviewProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Text fw={600} mb="lg">
        {heading}
      </Text>
      <Stepper active={-1} orientation="vertical" size="sm" allowNextStepsSelect={false}>
        {steps.map((step) => (
          <Stepper.Step key={step} label={step} />
        ))}
      </Stepper>
    </Paper>
  );
}
