import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ReviewStateBadge } from '@/content/review/components/review-state-badge.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { type ReviewLink, type ReviewLinkItemSummary, useReviewLink } from '../api/review-link.ts';
import { ReviewLinkItemView } from './review-link-item.tsx';

const route = getRouteApi('/_public/review/$secret');

/**
 * Where a client reviewer's emailed link leads, without an account: the client's submitted emails
 * and pages, each as it will go out, to comment on and approve or send back (docs/approvals.md).
 */
export function ReviewLinkScreen() {
  const { secret } = route.useParams();
  const link = useReviewLink(secret);
  if (link.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={32} w="60%" mb="md" />
        <Skeleton h={400} />
      </Container>
    );
  }
  if (link.isError || link.data === null) return <DeadLink expired={!link.isError} />;
  return <ReviewLinkContent secret={secret} link={link.data} />;
}

function ReviewLinkContent({ secret, link }: { secret: string; link: ReviewLink }) {
  const { t } = useLingui();
  const format = useFormatters();
  const waiting = link.items.find((item) => item.reviewState === 'in_review');
  const [chosen, setChosen] = useState<string | undefined>();
  const selected = link.items.find((item) => item.id === chosen) ?? waiting ?? link.items[0];
  const name = link.reviewer.name;
  const agency = link.agencyName;
  const until = format.date(link.expiresAt);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {agency}
          </Text>
          <Title order={1} size="h2">
            {t`Review for ${link.clientName}`}
          </Title>
          <Text c="dimmed">
            {t`${name}, ${agency} asks you to review what they prepared. Each item is shown exactly as it will go out. This link is yours and works until ${until}.`}
          </Text>
        </Stack>
        {link.items.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text>{t`Nothing is waiting for your review yet. Open this link again when ${agency} tells you something is ready.`}</Text>
          </Paper>
        ) : (
          <>
            <ItemList items={link.items} selectedId={selected?.id} onSelect={setChosen} />
            {selected && <ReviewLinkItemView key={selected.id} secret={secret} itemId={selected.id} />}
          </>
        )}
      </Stack>
    </Container>
  );
}

function ItemList({
  items,
  selectedId,
  onSelect,
}: {
  items: ReviewLinkItemSummary[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Items to review`}>
      <Group gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const current = item.id === selectedId;
          return (
            <li key={item.id}>
              <UnstyledButton
                onClick={() => onSelect(item.id)}
                aria-current={current ? 'true' : undefined}
                p="sm"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `1px solid ${current ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`,
                  background: current ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Text fw={600} size="sm">
                  {item.name}
                </Text>
                <Group gap={6} mt={4}>
                  <Badge size="xs" variant="outline" color="gray">
                    {item.kind === 'email' ? t`Email` : t`Landing page`}
                  </Badge>
                  <ReviewStateBadge state={item.reviewState} />
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}

function DeadLink({ expired }: { expired: boolean }) {
  const { t } = useLingui();
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconLinkOff size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t`This review link no longer works`}
          </Title>
          <Text c="dimmed">
            {expired
              ? t`It has expired, or it was replaced by a newer link or withdrawn. Ask the agency that sent it for a new one.`
              : t`The review could not be loaded. Check your connection and reload the page.`}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
