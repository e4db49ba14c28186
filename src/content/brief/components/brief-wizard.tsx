import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  clientBrandsQueryOptions,
  startingPalette,
  workspaceBrandQueryOptions,
} from '@/content/brief/api/brand-queries.ts';
import type { BriefDraft, BriefField, BriefKind } from '@/content/brief/model/brief-draft.ts';
import {
  type BriefStep,
  type BriefStepId,
  stepsOf,
  validateBrief,
  validateStep,
} from '@/content/brief/model/brief-steps.ts';
import type { Palette } from '@/lib/colors/palette.ts';
import { type FieldErrors, useFieldErrorText } from '@/lib/forms/field-errors.ts';
import { BriefTextField } from './brief-text-field.tsx';
import { ColoursStep } from './steps/colours-step.tsx';
import { WorkspaceStep } from './steps/workspace-step.tsx';
import { useBriefDraft } from './use-brief-draft.ts';

type BriefWizardProps = {
  kind: BriefKind;
  /** The workspace in the address: the draft is kept under it. */
  workspaceId: string;
  requestedStep?: BriefStepId;
  /** Every tab is valid: on to the review. */
  onReview: () => void;
};

/**
 * The guided brief (SPEC §2), one tab per step. Tabs can be visited in any order; "Next" checks
 * the current tab, "Review" checks them all and opens the first one with a problem. A tab with a
 * problem says so in its colour, its icon and its accessible name.
 */
export function BriefWizard({ kind, workspaceId, requestedStep, onReview }: BriefWizardProps) {
  const { t, i18n } = useLingui();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const { data: routeBrand } = useSuspenseQuery(workspaceBrandQueryOptions(workspaceId));
  const { draft, step, update, setStep, startOver, restored } = useBriefDraft(
    kind,
    workspaceId,
    startingPalette(routeBrand),
    requestedStep,
  );
  const workspaceBrand = useQuery(workspaceBrandQueryOptions(draft.workspaceId)).data ?? null;
  const clients = useQuery(clientBrandsQueryOptions(draft.workspaceId)).data ?? [];
  const client = clients.find((candidate) => candidate.id === draft.clientId) ?? null;
  const brand = {
    palette: startingPalette(workspaceBrand, client),
    name: client?.name ?? workspaceBrand?.name ?? '',
  };

  const [errors, setErrors] = useState<FieldErrors<BriefField>>({});
  const [invalidOnReview, setInvalidOnReview] = useState<BriefStepId[]>([]);
  // Coming back from the review (an "Edit" link) is no surprise; a reload or a return visit is.
  const [showRestored, setShowRestored] = useState(restored && !requestedStep);
  const [confirmingStartOver, startOverDialog] = useDisclosure(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const panels = useRef<HTMLDivElement>(null);

  const steps = stepsOf(kind);
  const index = Math.max(
    0,
    steps.findIndex((candidate) => candidate.id === step),
  );
  const current = steps[index] as BriefStep;
  const isLast = index === steps.length - 1;
  const hasErrors = (candidate: BriefStep) => candidate.fields.some((field) => errors[field]);
  const error = (field: BriefField) => errorText(errors[field]);

  // After a failed check, the keyboard lands on the first field that needs attention.
  useEffect(() => {
    if (focusRequest === 0) return;
    const frame = requestAnimationFrame(() =>
      panels.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const change = (patch: Partial<BriefDraft>) => {
    update(patch);
    const cleared = Object.keys(patch).filter((field) => errors[field as BriefField]);
    if (cleared.length > 0)
      setErrors((all) =>
        Object.fromEntries(Object.entries(all).filter(([field]) => !cleared.includes(field))),
      );
  };

  // What every brief text field needs besides its own name.
  const textFieldContext = { kind, draft, error, change };

  const changePalette = (palette: Palette, fromBrand: boolean) =>
    change({ ...palette, paletteFromBrand: fromBrand });

  const chooseWorkspace = async (id: string) => {
    change({ workspaceId: id, clientId: '' });
    if (!draft.paletteFromBrand) return;
    const next = await queryClient.fetchQuery(workspaceBrandQueryOptions(id)).catch(() => null);
    update({ ...startingPalette(next), paletteFromBrand: true });
  };

  const chooseClient = (id: string) => {
    change({ clientId: id });
    if (!draft.paletteFromBrand) return;
    const chosen = clients.find((candidate) => candidate.id === id) ?? null;
    update({ ...startingPalette(workspaceBrand, chosen), paletteFromBrand: true });
  };

  const showStepErrors = (stepErrors: FieldErrors<BriefField>, fields: readonly BriefField[]) =>
    setErrors((all) => {
      const kept = Object.fromEntries(
        Object.entries(all).filter(([field]) => !fields.includes(field as BriefField)),
      );
      return { ...kept, ...stepErrors };
    });

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    const stepErrors = validateStep(draft, current);
    showStepErrors(stepErrors, current.fields);
    if (Object.keys(stepErrors).length > 0) return setFocusRequest((n) => n + 1);
    if (isLast) return review();
    const following = steps[index + 1];
    if (following) setStep(following.id);
  };

  const review = () => {
    const result = validateBrief(draft, kind);
    setErrors(result.errors);
    setInvalidOnReview(result.invalidSteps);
    const first = result.invalidSteps[0];
    if (!first) return onReview();
    setStep(first);
    setFocusRequest((n) => n + 1);
  };

  const stepTitle = (candidate: BriefStep) => i18n._(candidate.title);
  const invalidTitles = steps.filter(
    (candidate) => invalidOnReview.includes(candidate.id) && hasErrors(candidate),
  );

  return (
    <Stack gap="md">
      {showRestored && (
        <Alert
          color="indigo"
          variant="light"
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => setShowRestored(false)}
          title={t`Your draft is back`}
        >
          {t`We kept what you typed on this device. Carry on where you left off, or start over.`}
        </Alert>
      )}
      {invalidTitles.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          title={t`Some tabs need attention`}
        >
          <List size="sm">
            {invalidTitles.map((candidate) => (
              <List.Item key={candidate.id}>
                <Anchor component="button" type="button" fz="sm" onClick={() => setStep(candidate.id)}>
                  {stepTitle(candidate)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
        <form onSubmit={next} noValidate>
          <Tabs
            value={current.id}
            onChange={(value) => value && setStep(value as BriefStepId)}
            keepMounted={false}
            // Long titles (Spanish ones above all) wrap instead of pushing the page sideways.
            styles={{ tab: { maxWidth: '100%' }, tabLabel: { whiteSpace: 'normal', textAlign: 'start' } }}
          >
            <Tabs.List mb="lg" aria-label={t`Steps of the brief`}>
              {steps.map((candidate, position) => {
                const invalid = hasErrors(candidate);
                return (
                  <Tabs.Tab
                    key={candidate.id}
                    value={candidate.id}
                    color={invalid ? 'red' : undefined}
                    c={invalid ? 'red.7' : undefined}
                    leftSection={
                      invalid ? <IconAlertCircle size={16} aria-hidden /> : <StepNumber n={position + 1} />
                    }
                  >
                    {stepTitle(candidate)}
                    {invalid && <VisuallyHidden>{t`(has errors)`}</VisuallyHidden>}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            <div ref={panels}>
              <Tabs.Panel value="workspace">
                <WorkspaceStep
                  kind={kind}
                  draft={draft}
                  errors={{ workspaceId: error('workspaceId'), clientId: error('clientId') }}
                  onWorkspace={chooseWorkspace}
                  onClient={chooseClient}
                />
              </Tabs.Panel>
              <Tabs.Panel value="general">
                <Stack>
                  <TextFieldFor {...textFieldContext} field="name" required />
                  <TextFieldFor {...textFieldContext} field="productName" required />
                  <TextFieldFor {...textFieldContext} field="description" required multiline />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="goals">
                <Stack>
                  <TextFieldFor {...textFieldContext} field="goals" multiline />
                  <TextFieldFor {...textFieldContext} field="objectives" multiline />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="colours">
                <ColoursStep
                  draft={draft}
                  brand={brand}
                  onPalette={changePalette}
                  errors={{
                    primary: error('primary'),
                    secondary: error('secondary'),
                    tertiary: error('tertiary'),
                    quaternary: error('quaternary'),
                  }}
                >
                  {kind === 'email' && <TextFieldFor {...textFieldContext} field="branding" multiline />}
                </ColoursStep>
              </Tabs.Panel>
              <Tabs.Panel value="branding">
                <TextFieldFor {...textFieldContext} field="branding" multiline />
              </Tabs.Panel>
              <Tabs.Panel value="audience">
                <Stack>
                  <TextFieldFor {...textFieldContext} field="targetAudience" multiline />
                  <TextFieldFor {...textFieldContext} field="demographics" multiline />
                  <TextFieldFor {...textFieldContext} field="legalText" multiline />
                </Stack>
              </Tabs.Panel>
            </div>
          </Tabs>
          <Group justify="space-between" mt="xl" gap="sm">
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconRefresh size={16} />}
              onClick={startOverDialog.open}
            >
              {t`Start over`}
            </Button>
            <Group gap="sm">
              {index > 0 && (
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} />}
                  onClick={() => setStep((steps[index - 1] as BriefStep).id)}
                >
                  {t`Back`}
                </Button>
              )}
              <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                {isLast ? t`Review` : t`Next`}
              </Button>
            </Group>
          </Group>
          <Text fz="xs" c="dimmed" mt="sm" ta="right">
            {t`Your answers are kept on this device until you create.`}
          </Text>
        </form>
      </Paper>
      <Modal opened={confirmingStartOver} onClose={startOverDialog.close} title={t`Start over?`} centered>
        <Stack>
          <Text fz="sm">{t`Everything typed in this brief is cleared. This cannot be undone.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={startOverDialog.close}>
              {t`Cancel`}
            </Button>
            <Button
              color="red"
              onClick={() => {
                startOver();
                setErrors({});
                setInvalidOnReview([]);
                setShowRestored(false);
                startOverDialog.close();
              }}
            >
              {t`Clear the brief`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <Text component="span" fz="xs" fw={700} c="dimmed" aria-hidden>
      {n}
    </Text>
  );
}

type TextFieldForProps = {
  kind: BriefKind;
  field:
    | 'name'
    | 'productName'
    | 'description'
    | 'goals'
    | 'objectives'
    | 'branding'
    | 'targetAudience'
    | 'demographics'
    | 'legalText';
  draft: BriefDraft;
  error: (field: BriefField) => string | undefined;
  change: (patch: Partial<BriefDraft>) => void;
  multiline?: boolean;
  required?: boolean;
};

function TextFieldFor({ kind, field, draft, error, change, multiline, required }: TextFieldForProps) {
  return (
    <BriefTextField
      kind={kind}
      field={field}
      draft={draft}
      error={error(field)}
      onChange={(name, value) => change({ [name]: value })}
      multiline={multiline}
      required={required}
    />
  );
}
