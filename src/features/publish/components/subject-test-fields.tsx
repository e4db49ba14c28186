import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import {
  SUBJECT_TEST_LIMITS,
  type SubjectTestDraft,
  type SubjectTestProblem,
  subjectTestGroups,
  subjectTestProblems,
  subjectTestSignificance,
  VARIANT_LETTERS,
} from '../model/subject-test.ts';

type SubjectTestFieldsProps = {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  draft: SubjectTestDraft;
  onChange: (draft: SubjectTestDraft) => void;
  /** The recipients the ship holds, split into the test and the rest. */
  toSend: number;
  /** Problems are shown once the person tried to confirm. */
  showProblems: boolean;
};

/**
 * "Test subjects" in the ship confirmation: 2 or 3 subjects with optional preheaders, the test
 * share, the wait and the measure, what that makes of the list, and an honest word when a test of
 * that size cannot tell a real difference from chance.
 */
export function SubjectTestFields({
  enabled,
  onEnabledChange,
  draft,
  onChange,
  toSend,
  showProblems,
}: SubjectTestFieldsProps) {
  const { t } = useLingui();
  const problems = subjectTestProblems(draft, toSend);
  const { perSubject, rest } = subjectTestGroups(toSend, draft.testShare, draft.variants.length);
  const significance = subjectTestSignificance(perSubject, draft.measure);
  const problemText: Record<SubjectTestProblem, string> = {
    subject_missing: t`Write a subject.`,
    subject_too_long: t`Up to 150 characters.`,
    subjects_same: t`Each subject must be different.`,
    too_small: t(refusalMessages.subject_test_too_small),
  };
  const setVariant = (index: number, field: 'subject' | 'preheader', value: string) =>
    onChange({
      ...draft,
      variants: draft.variants.map((variant, i) => (i === index ? { ...variant, [field]: value } : variant)),
    });

  return (
    <Stack gap="sm">
      <Switch
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
        label={t`Test subjects`}
        description={t`Send 2 or 3 subjects to part of the list first; after a wait, the best one goes to everyone else.`}
        data-testid="subject-test-switch"
      />
      {enabled && (
        <Stack gap="sm" data-testid="subject-test-fields">
          {draft.variants.map((variant, index) => {
            const letter = VARIANT_LETTERS[index] ?? '';
            const problem = problems.variants[index];
            return (
              <Paper key={letter} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  <TextInput
                    label={t`Subject ${letter}`}
                    value={variant.subject}
                    maxLength={SUBJECT_TEST_LIMITS.subjectLength + 50}
                    onChange={(event) => setVariant(index, 'subject', event.currentTarget.value)}
                    error={showProblems && problem ? problemText[problem] : undefined}
                    data-testid={`subject-test-subject-${letter}`}
                  />
                  <TextInput
                    label={t`Preheader ${letter} (optional)`}
                    description={t`Empty: the email's own preheader.`}
                    value={variant.preheader}
                    maxLength={200}
                    onChange={(event) => setVariant(index, 'preheader', event.currentTarget.value)}
                  />
                  {index === 2 && (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => onChange({ ...draft, variants: draft.variants.slice(0, 2) })}
                      >
                        {t`Remove subject C`}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            );
          })}
          {draft.variants.length < SUBJECT_TEST_LIMITS.subjects.max && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                onChange({ ...draft, variants: [...draft.variants, { subject: '', preheader: '' }] })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              {t`Add subject C`}
            </Button>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t`Test share (%)`}
              description={t`10 to 50 % of the recipients`}
              min={SUBJECT_TEST_LIMITS.share.min}
              max={SUBJECT_TEST_LIMITS.share.max}
              step={5}
              clampBehavior="strict"
              allowDecimal={false}
              value={draft.testShare}
              onChange={(value) =>
                onChange({ ...draft, testShare: Number(value) || SUBJECT_TEST_LIMITS.share.min })
              }
            />
            <NumberInput
              label={t`Wait (hours)`}
              description={t`Before the winner is picked`}
              min={SUBJECT_TEST_LIMITS.waitHours.min}
              max={SUBJECT_TEST_LIMITS.waitHours.max}
              clampBehavior="strict"
              allowDecimal={false}
              value={draft.waitHours}
              onChange={(value) =>
                onChange({ ...draft, waitHours: Number(value) || SUBJECT_TEST_LIMITS.waitHours.min })
              }
            />
          </SimpleGrid>
          <Radio.Group
            label={t`The winner is the subject with more`}
            value={draft.measure}
            onChange={(value) => onChange({ ...draft, measure: value === 'opens' ? 'opens' : 'clicks' })}
          >
            <Stack gap={6} mt={6}>
              <Radio value="clicks" label={t`Clicks (recommended)`} />
              <Radio
                value="opens"
                label={t`Opens`}
                description={t`Approximate: mail privacy features open emails on their own, so opens count some people who never read it.`}
              />
            </Stack>
          </Radio.Group>
          <Text fz="sm" data-testid="subject-test-groups">
            {t`${perSubject} recipients per subject now; the other ${rest} get the winner ${draft.waitHours} h after the test starts.`}
          </Text>
          <SignificanceNote
            perSubject={perSubject}
            measure={draft.measure}
            significance={significance}
            tooSmall={problems.tooSmall}
            tooSmallText={problemText.too_small}
          />
        </Stack>
      )}
    </Stack>
  );
}

function SignificanceNote({
  perSubject,
  measure,
  significance,
  tooSmall,
  tooSmallText,
}: {
  perSubject: number;
  measure: SubjectTestDraft['measure'];
  significance: ReturnType<typeof subjectTestSignificance>;
  tooSmall: boolean;
  tooSmallText: string;
}) {
  const { t } = useLingui();
  if (tooSmall)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        p="sm"
        data-testid="subject-test-warning"
      >
        <Text fz="sm">{tooSmallText}</Text>
      </Alert>
    );
  const { expected, meaningful } = significance;
  const detail =
    measure === 'clicks'
      ? t`With ${perSubject} recipients per subject, each subject can expect about ${expected} clicks (at a typical 3 % click rate): only a difference of more than ${plural(meaningful, { one: '# click', other: '# clicks' })} would mean anything.`
      : t`With ${perSubject} recipients per subject, each subject can expect about ${expected} opens (at a typical 25 % open rate): only a difference of more than ${plural(meaningful, { one: '# open', other: '# opens' })} would mean anything.`;
  return significance.level === 'weak' ? (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      p="sm"
      title={t`Too small to tell the subjects apart`}
      data-testid="subject-test-warning"
    >
      <Text fz="sm">{detail}</Text>
      <Text fz="sm" mt={4}>
        {t`A smaller difference is chance, so the winner would be picked by luck. A larger test share, or a larger list, gives a fairer result.`}
      </Text>
    </Alert>
  ) : (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      p="sm"
      data-testid="subject-test-note"
    >
      <Text fz="sm">{detail}</Text>
    </Alert>
  );
}
