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
import {
  type BriefDraft,
  type BriefKind,
  briefMessageCatalog,
  briefSchema,
} from '@/content/brief/model/brief-draft.ts';
import type { BriefStepId } from '@/content/brief/model/brief-step-ids.ts';
import { type BriefStep, stepsOf, stepsWithErrors } from '@/content/brief/model/brief-steps.ts';
import { clientRequiredIn, expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { useClientChoice } from '@/content/generation/components/client-choice.ts';
import type { Palette } from '@/lib/colors/palette.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { BriefTextField, type BriefTextFieldName } from './brief-text-field.tsx';
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
  const { data: routeBrand } = useSuspenseQuery(workspaceBrandQueryOptions(workspaceId));
  const { draft, step, update, setStep, startOver, restored } = useBriefDraft(
    kind,
    workspaceId,
    startingPalette(routeBrand),
    requestedStep,
  );
  // Starting over mounts a new form on the empty draft (a reset through the form would be a
  // change, and be kept on the device again).
  const [generation, setGeneration] = useState(0);
  return (
    <WizardForm
      key={generation}
      kind={kind}
      draft={draft}
      step={step}
      onChange={update}
      onStep={setStep}
      onStartOver={() => {
        startOver();
        setGeneration((n) => n + 1);
      }}
      // Coming back from the review (an "Edit" link) is no surprise; a reload or a return visit is.
      restored={restored && !requestedStep && generation === 0}
      onReview={onReview}
    />
  );
}

type WizardFormProps = {
  kind: BriefKind;
  draft: BriefDraft;
  step: BriefStepId;
  onChange: (draft: BriefDraft) => void;
  onStep: (step: BriefStepId) => void;
  onStartOver: () => void;
  restored: boolean;
  onReview: () => void;
};

function WizardForm({
  kind,
  draft,
  step,
  onChange,
  onStep: setStep,
  onStartOver,
  restored,
  onReview,
}: WizardFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The form holds what is typed; every change is kept on this device as it happens.
  const form = useSchemaForm(briefSchema, {
    initialValues: draft,
    messages: briefMessageCatalog,
    onValuesChange: onChange,
  });
  const values = form.values;
  const workspaceBrand = useQuery(workspaceBrandQueryOptions(values.workspaceId)).data ?? null;
  const clientsQuery = useQuery(clientBrandsQueryOptions(values.workspaceId));
  const clients = clientsQuery.data ?? [];
  const { data: workspaces } = useSuspenseQuery(expressWorkspacesQueryOptions());
  const clientChoice = useClientChoice({
    required: clientRequiredIn(workspaces, values.workspaceId),
    clientCount: clientsQuery.data?.length,
  });
  // The schema cannot know the user's reach: a limited editor's missing client is checked here.
  const clientMissing = () => {
    if (!clientChoice.selectProps.required || form.getValues().clientId) return false;
    form.setFieldError('clientId', clientChoice.missing);
    return true;
  };
  const client = clients.find((candidate) => candidate.id === values.clientId) ?? null;
  const brand = {
    palette: startingPalette(workspaceBrand, client),
    name: client?.name ?? workspaceBrand?.name ?? '',
  };

  const [invalidOnReview, setInvalidOnReview] = useState<BriefStepId[]>([]);
  const [showRestored, setShowRestored] = useState(restored);
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
  const hasErrors = (candidate: BriefStep) => candidate.fields.some((field) => form.errors[field]);

  // After a failed check, the keyboard lands on the first field that needs attention.
  useEffect(() => {
    if (focusRequest === 0) return;
    const frame = requestAnimationFrame(() =>
      panels.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const change = (patch: Partial<BriefDraft>) => {
    form.setValues(patch);
    for (const field of Object.keys(patch)) form.clearFieldError(field);
  };

  const changePalette = (palette: Palette, fromBrand: boolean) =>
    change({ ...palette, paletteFromBrand: fromBrand });

  const chooseWorkspace = async (id: string) => {
    change({ workspaceId: id, clientId: '' });
    if (!form.getValues().paletteFromBrand) return;
    const next = await queryClient.fetchQuery(workspaceBrandQueryOptions(id)).catch(() => null);
    form.setValues({ ...startingPalette(next), paletteFromBrand: true });
  };

  const chooseClient = (id: string) => {
    change({ clientId: id });
    if (!form.getValues().paletteFromBrand) return;
    const chosen = clients.find((candidate) => candidate.id === id) ?? null;
    form.setValues({ ...startingPalette(workspaceBrand, chosen), paletteFromBrand: true });
  };

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    const failed = current.fields.filter((field) => form.validateField(field).hasError);
    const noClient = current.fields.includes('clientId') && clientMissing();
    if (failed.length > 0 || noClient) return setFocusRequest((n) => n + 1);
    if (isLast) return review();
    const following = steps[index + 1];
    if (following) setStep(following.id);
  };

  const review = () => {
    const { hasErrors: schemaInvalid, errors } = form.validate();
    const noClient = clientMissing();
    const invalid = schemaInvalid || noClient;
    const invalidSteps = stepsWithErrors(
      kind,
      noClient ? { ...errors, clientId: clientChoice.missing } : errors,
    );
    setInvalidOnReview(invalidSteps);
    const first = invalidSteps[0];
    if (!invalid || !first) return onReview();
    setStep(first);
    setFocusRequest((n) => n + 1);
  };

  const textField = (
    field: BriefTextFieldName,
    options: { multiline?: boolean; required?: boolean } = {},
  ) => <BriefTextField kind={kind} field={field} inputProps={form.getInputProps(field)} {...options} />;

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
                  draft={values}
                  errors={{ workspaceId: form.errors.workspaceId, clientId: form.errors.clientId }}
                  onWorkspace={chooseWorkspace}
                  onClient={chooseClient}
                />
              </Tabs.Panel>
              <Tabs.Panel value="general">
                <Stack>
                  {textField('name', { required: true })}
                  {textField('productName', { required: true })}
                  {textField('description', { required: true, multiline: true })}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="goals">
                <Stack>
                  {textField('goals', { multiline: true })}
                  {textField('objectives', { multiline: true })}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="colours">
                <ColoursStep
                  draft={values}
                  brand={brand}
                  onPalette={changePalette}
                  errors={{
                    primary: form.errors.primary,
                    secondary: form.errors.secondary,
                    tertiary: form.errors.tertiary,
                    quaternary: form.errors.quaternary,
                  }}
                >
                  {kind === 'email' && textField('branding', { multiline: true })}
                </ColoursStep>
              </Tabs.Panel>
              <Tabs.Panel value="branding">{textField('branding', { multiline: true })}</Tabs.Panel>
              <Tabs.Panel value="audience">
                <Stack>
                  {textField('targetAudience', { multiline: true })}
                  {textField('demographics', { multiline: true })}
                  {textField('legalText', { multiline: true })}
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
                startOverDialog.close();
                onStartOver();
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
