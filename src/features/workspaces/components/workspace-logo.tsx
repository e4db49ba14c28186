import { Avatar } from '@mantine/core';
import { logoPublicUrl } from '../api/upload-logo.ts';

type WorkspaceLogoProps = { name: string; logoPath: string | null; size: number; alt?: string };

/** The workspace's logo, or its initial while it has none. */
export function WorkspaceLogo({ name, logoPath, size, alt = '' }: WorkspaceLogoProps) {
  return (
    <Avatar
      src={logoPath ? logoPublicUrl(logoPath) : null}
      alt={alt}
      radius="md"
      size={size}
      color="brand"
      imageProps={{ style: { objectFit: 'contain' } }}
      style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
