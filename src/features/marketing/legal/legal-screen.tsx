import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../contact/contact-form.tsx';
import type { LegalSection } from './legal-document.ts';
import { legalDocumentEn } from './legal-document-en.ts';
import { legalDocumentEs } from './legal-document-es.ts';

/**
 * /other: what a visitor of a product that takes payments looks for besides the product itself —
 * how to reach us (the contact and registration form), who operates it, privacy and terms.
 */
export function LegalScreen() {
  const { t, i18n } = useLingui();
  const legal = i18n.locale === 'es' ? legalDocumentEs : legalDocumentEn;
  const contents = [
    { id: 'contact', title: t`Contact and registration` },
    ...legal.sections.map(({ id, title }) => ({ id, title })),
  ];
  return (
    <Box py={{ base: 40, sm: 72 }} px={{ base: 'md', sm: 'xl' }} maw={1120} mx="auto">
      <Stack gap="xs" mb="xl" maw={720}>
        <Title order={1}>{t`Contact, legal notice, privacy and terms`}</Title>
        <Text c="gray.7" fz="lg">
          {t`How to reach us, who runs Pitchcraft, what we do with your data and the rules of the service.`}
        </Text>
      </Stack>
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box component="nav" aria-labelledby="legal-contents" pos={{ md: 'sticky' }} top={88}>
            <Text id="legal-contents" fw={700} size="sm" mb="xs">
              {t`On this page`}
            </Text>
            <List listStyleType="none" spacing={6}>
              {contents.map((entry) => (
                <List.Item key={entry.id}>
                  <Anchor href={`#${entry.id}`} size="sm">
                    {entry.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap={56}>
            <Box
              component="section"
              id="contact"
              aria-labelledby="contact-title"
              style={{ scrollMarginTop: 88 }}
            >
              <Title order={2} id="contact-title" mb="xs">
                {t`Contact and registration`}
              </Title>
              <Text c="gray.7" mb="lg">
                {t`Leave your details and we will get in touch: a question, a demo for your team, or help getting started.`}
              </Text>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <ContactForm />
              </Paper>
            </Box>
            {legal.sections.map((section) => (
              <LegalSectionView key={section.id} section={section} />
            ))}
            <Text size="sm" c="gray.7">
              {t`Last updated: ${legal.updated}`}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  const titleId = `${section.id}-title`;
  return (
    <Box component="section" id={section.id} aria-labelledby={titleId} style={{ scrollMarginTop: 88 }}>
      <Title order={2} id={titleId} mb="xs">
        {section.title}
      </Title>
      <Text mb="lg">{section.intro}</Text>
      <Stack gap="lg">
        {section.parts.map((part) => (
          <Stack key={part.heading} gap={6}>
            <Title order={3} fz="h4">
              {part.heading}
            </Title>
            {part.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
            {part.list && (
              <List spacing={4} withPadding>
                {part.list.map((item) => (
                  <List.Item key={item.slice(0, 40)}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
