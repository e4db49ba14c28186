import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { BrandMark } from '@/components/brand-mark.tsx';
import { LanguageToggle } from '@/components/language-toggle.tsx';
import { AnchorLink, ButtonLink } from '@/components/router-links.tsx';
import { useSession } from '@/lib/auth/session.ts';

export function PublicHeader() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <Box
      component="header"
      py="sm"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <AnchorLink to="/" underline="never" aria-label={t`Pitchcraft home`}>
            <BrandMark size={30} />
          </AnchorLink>
          <Group gap="lg" visibleFrom="md" component="nav" aria-label={t`Main`}>
            <Anchor href="/#features" c="dark.6" fw={500}>{t`Features`}</Anchor>
            <Anchor href="/#pricing" c="dark.6" fw={500}>{t`Pricing`}</Anchor>
            <AnchorLink to="/livedemo" c="dark.6" fw={500}>{t`Live demo`}</AnchorLink>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageToggle />
            {session ? (
              <ButtonLink to="/lobby">{t`Open the app`}</ButtonLink>
            ) : (
              <>
                <ButtonLink to="/sign-in" variant="subtle" visibleFrom="xs">{t`Sign in`}</ButtonLink>
                <ButtonLink to="/sign-up">{t`Get started`}</ButtonLink>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
