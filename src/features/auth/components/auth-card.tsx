import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle: ReactNode; children: ReactNode; footer: ReactNode };

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={440} py={{ base: 40, sm: 80 }}>
      <Stack gap={6} ta="center" mb="lg">
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 30 }} radius="lg">
        {children}
      </Paper>
      <Text ta="center" mt="md" fz="sm" c="dimmed">
        {footer}
      </Text>
    </Container>
  );
}
