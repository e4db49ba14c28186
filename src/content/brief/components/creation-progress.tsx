import { useLingui } from '@lingui/react/macro';
import { Paper, Stepper, Text, useMatches } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { BriefProgress } from '@/content/brief/api/use-brief-creation.ts';

const ORDER: BriefProgress[] = ['saving', 'writing', 'laying-out'];

/** The three stages of a creation, with the current one read out as it changes. */
export function CreationProgress({ progress, layingOut }: { progress: BriefProgress; layingOut: string }) {
  const { t } = useLingui();
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', sm: 'horizontal' });
  const labels: Record<Exclude<BriefProgress, 'idle'>, string> = {
    saving: t`Saving the brief`,
    writing: t`Writing the content`,
    'laying-out': layingOut,
  };
  const active = ORDER.indexOf(progress);
  const panel = useRef<HTMLDivElement>(null);
  // The create button sits at the end of a long review; its progress must not be below the fold.
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, which React would call.
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const stage = progress === 'idle' ? '' : labels[progress];
  return (
    <Paper ref={panel} withBorder radius="md" p="lg" bg="indigo.0">
      <Stepper active={active} orientation={orientation} size="sm" allowNextStepsSelect={false}>
        {ORDER.map((each) => (
          <Stepper.Step
            key={each}
            label={labels[each as Exclude<BriefProgress, 'idle'>]}
            loading={each === progress}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
      <Text role="status" aria-live="polite" fz="sm" mt="md">
        {stage && t`${stage}… This usually takes a few seconds; keep this tab open.`}
      </Text>
    </Paper>
  );
}
