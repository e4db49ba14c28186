import { Group, Text } from '@mantine/core';
import { useId } from 'react';

type BrandMarkProps = { size?: number; withWordmark?: boolean };

/** The Pitchcraft logo: an envelope whose flap turns into a send arrow. */
export function BrandMark({ size = 32, withWordmark = true }: BrandMarkProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandIcon size={size} />
      {withWordmark && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.6}
          lh={1}
          c="dark.8"
          style={{ letterSpacing: '-0.02em' }}
        >
          Pitchcraft
        </Text>
      )}
    </Group>
  );
}

export function BrandIcon({ size = 32 }: { size?: number }) {
  // Each icon owns its gradient: with a shared id, a hidden copy of the icon would blank the others.
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6a5cff" />
          <stop offset="1" stopColor="#3b2bd1" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path
        d="M14 22l18 12 18-12"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14 22v20a4 4 0 0 0 4 4h20" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M44 38l6 6-6 6"
        fill="none"
        stroke="#ffd166"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
