import { Box, Group, Paper, Stack } from '@mantine/core';

const palette = ['#4c3ee6', '#1f1d3d', '#ffd166', '#e4e1ff'];

/** A drawing, not a screenshot: an email and its landing page in one four-colour palette. */
export function ProductIllustration() {
  return (
    <Box pos="relative" aria-hidden mih={340}>
      <Paper shadow="xl" radius="lg" withBorder w="82%" p={0} style={{ overflow: 'hidden' }}>
        <Box h={28} bg="gray.1" px="sm" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {['#ff6b6b', '#ffd43b', '#51cf66'].map((color) => (
            <Box key={color} w={9} h={9} style={{ borderRadius: 9, background: color }} />
          ))}
        </Box>
        <Box p="lg" style={{ background: palette[3] }}>
          <Box h={14} w="40%" mb="md" style={{ borderRadius: 4, background: palette[0] }} />
          <Box h={22} w="85%" mb={8} style={{ borderRadius: 4, background: palette[1] }} />
          <Box h={22} w="65%" mb="lg" style={{ borderRadius: 4, background: palette[1] }} />
          <Box h={34} w={130} style={{ borderRadius: 8, background: palette[0] }} />
        </Box>
        <Group p="lg" gap="md" grow>
          {[0, 1, 2].map((index) => (
            <Stack key={index} gap={6}>
              <Box
                h={36}
                w={36}
                style={{ borderRadius: 10, background: index === 1 ? palette[2] : palette[3] }}
              />
              <Box h={8} w="90%" bg="gray.3" style={{ borderRadius: 4 }} />
              <Box h={8} w="70%" bg="gray.2" style={{ borderRadius: 4 }} />
            </Stack>
          ))}
        </Group>
      </Paper>
      <Paper
        shadow="lg"
        radius="lg"
        withBorder
        w="52%"
        p="md"
        pos="absolute"
        right={0}
        bottom={0}
        style={{ borderTop: `6px solid ${palette[0]}` }}
      >
        <Box h={10} w="55%" mb={10} style={{ borderRadius: 4, background: palette[1] }} />
        <Box h={7} w="95%" mb={6} bg="gray.3" style={{ borderRadius: 4 }} />
        <Box h={7} w="88%" mb={6} bg="gray.3" style={{ borderRadius: 4 }} />
        <Box h={7} w="60%" mb="md" bg="gray.3" style={{ borderRadius: 4 }} />
        <Box h={26} w={96} mx="auto" style={{ borderRadius: 6, background: palette[2] }} />
      </Paper>
    </Box>
  );
}
