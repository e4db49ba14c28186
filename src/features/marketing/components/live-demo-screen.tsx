import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceDesktop, IconDeviceMobile, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { ButtonLink } from '@/components/router-links.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { DemoPreviewFrame } from '../live-demo/demo-preview-frame.tsx';
import { carryPrompt, type LiveDemoResult, useLiveDemo } from '../live-demo/run-live-demo.ts';

const MIN_PROMPT = 10;
const MAX_PROMPT = 1000;
// An email's desktop layout is 600 px plus margins; a phone is 375 px.
const EMAIL_WIDTH = { desktop: 680, mobile: 375 } as const;

const promptMessages = {
  tooShort: msg({ message: 'Write at least {MIN_PROMPT} characters: what you sell and to whom.' }),
};
const promptInput = z.object({
  prompt: z
    .string()
    .trim()
    .refine((prompt) => prompt.length >= MIN_PROMPT, { message: 'tooShort', params: { MIN_PROMPT } }),
});

/** /livedemo: a visitor without an account writes one prompt and sees the email and the page. */
export function LiveDemoScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  const demo = useLiveDemo();
  const form = useSchemaForm(promptInput, { initialValues: { prompt: '' }, messages: promptMessages });
  const examples =
    locale === 'es'
      ? [
          'Presentar nuestra nueva cafetería para estudiantes que trabajan de noche',
          'Promocionar nuestro retiro de yoga de primavera para familias',
          'Lanzar nuestra suscripción de reparación de bicicletas para ciclistas urbanos',
        ]
      : [
          'Introducing our new cold brew coffee, aimed at night owls who work late',
          'Promote our spring yoga retreat for busy parents who need a weekend off',
          'Launch our bike repair subscription for city commuters, first month free',
        ];

  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap="xs" mb="xl" maw={720}>
        <Title order={1}>{t`Live demo`}</Title>
        <Text c="gray.7" fz="lg">
          {t`Say what you sell and to whom. Pitchcraft writes an email and a landing page for it in seconds, no account needed.`}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <form
          onSubmit={form.onSubmit(({ prompt }) => demo.mutate({ prompt, locale }))}
          noValidate
          aria-label={t`Live demo`}
        >
          <Stack gap="md">
            <Textarea
              label={t`Your prompt`}
              placeholder={t`For example: a launch email for our new cold brew, aimed at night owls`}
              required
              autosize
              minRows={3}
              maxRows={8}
              maxLength={MAX_PROMPT}
              {...form.getInputProps('prompt')}
              disabled={demo.isPending}
            />
            <Stack gap={6}>
              <Text size="sm" c="gray.7" id="live-demo-examples">{t`Or start from an example:`}</Text>
              <Group gap="xs" role="group" aria-labelledby="live-demo-examples">
                {examples.map((example) => (
                  <Button
                    key={example}
                    variant="light"
                    size="compact-sm"
                    radius="md"
                    disabled={demo.isPending}
                    onClick={() => form.setFieldValue('prompt', example)}
                    styles={{
                      root: { height: 'auto', maxWidth: '100%' },
                      label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 6, lineHeight: 1.35 },
                    }}
                  >
                    {example}
                  </Button>
                ))}
              </Group>
            </Stack>
            {demo.isError && <DemoFailure error={demo.error} />}
            {demo.isPending ? (
              <Alert variant="light" color="indigo" role="status" aria-live="polite">
                <Group gap="sm" wrap="nowrap">
                  <Loader size={18} />
                  <Text size="sm">{t`Writing your email and landing page…`}</Text>
                </Group>
              </Alert>
            ) : (
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconSparkles size={18} />}>
                  {demo.data ? t`Generate again` : t`Generate`}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>

      {demo.data && !demo.isPending && <DemoResult result={demo.data} prompt={form.values.prompt.trim()} />}
    </Container>
  );
}

function DemoFailure({ error }: { error: Error }) {
  const { t } = useLingui();
  const limited = isRefused(error, 'rate_limited');
  const minutes = limited && error.retryAfterSeconds ? Math.ceil(error.retryAfterSeconds / 60) : null;
  return (
    <Alert
      color={limited ? 'yellow' : 'red'}
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
    >
      {limited
        ? minutes
          ? t`You have tried the demo many times this hour. Try again in ${minutes} minutes, or sign up to keep going.`
          : t`You have tried the demo many times this hour. Try again later, or sign up to keep going.`
        : t(errorMessages.generic)}
    </Alert>
  );
}

function SignUpToKeep({ prompt }: { prompt: string }) {
  const { t } = useLingui();
  return (
    <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="indigo.0">
      <Group justify="space-between" gap="md">
        <Stack gap={2} maw={560}>
          <Text fw={700}>{t`Like it? Sign up to keep it.`}</Text>
          <Text size="sm" c="dark.5">
            {t`Create a free account and your prompt will be waiting in express creation, ready to edit and send.`}
          </Text>
        </Stack>
        <ButtonLink to="/sign-up" search={{ redirect: '/lobby' }} onClick={() => carryPrompt(prompt)}>
          {t`Sign up to keep it`}
        </ButtonLink>
      </Group>
    </Paper>
  );
}

function DemoResult({ result, prompt }: { result: LiveDemoResult; prompt: string }) {
  const { t } = useLingui();
  const [emailWidth, setEmailWidth] = useState<'desktop' | 'mobile'>('desktop');
  return (
    <Stack gap="xl" mt={40}>
      <SignUpToKeep prompt={prompt} />
      <section aria-labelledby="live-demo-email">
        <Group justify="space-between" mb="sm" gap="xs">
          <Stack gap={2}>
            <Title order={2} id="live-demo-email" fz="h3">{t`Your email`}</Title>
            {/* A div: Mantine's Badge is one, and a div inside a <p> breaks hydration. */}
            <Text size="sm" component="div">
              <Badge variant="light" mr={6}>{t`Subject`}</Badge>
              {result.subject}
            </Text>
          </Stack>
          <SegmentedControl
            aria-label={t`Preview width`}
            value={emailWidth}
            onChange={(value) => setEmailWidth(value as 'desktop' | 'mobile')}
            data={[
              {
                value: 'desktop',
                label: <WidthLabel icon={<IconDeviceDesktop size={16} aria-hidden />} text={t`Desktop`} />,
              },
              {
                value: 'mobile',
                label: <WidthLabel icon={<IconDeviceMobile size={16} aria-hidden />} text={t`Mobile`} />,
              },
            ]}
          />
        </Group>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
          <DemoPreviewFrame
            html={result.emailHtml}
            title={t`Generated email`}
            width={EMAIL_WIDTH[emailWidth]}
          />
        </Paper>
      </section>
      <section aria-labelledby="live-demo-page">
        <Title order={2} id="live-demo-page" fz="h3" mb="sm">{t`Your landing page`}</Title>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
          <DemoPreviewFrame html={result.pageHtml} title={t`Generated landing page`} width="100%" />
        </Paper>
      </section>
      <SignUpToKeep prompt={prompt} />
    </Stack>
  );
}

function WidthLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
