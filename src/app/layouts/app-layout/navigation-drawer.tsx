import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { BrandMark } from '@/components/brand-mark.tsx';
import type { LoadedOverlayProps } from '@/components/overlays/overlay-types.ts';
import { SideBar } from './side-bar.tsx';
import { SIDE_BAR_ANIMATION_MS, SIDE_BAR_WIDTH } from './side-bar-state.ts';

/** The side bar in a drawer on phones: `AppLayout` loads it when the burger is first pressed. */
export default function NavigationDrawer({ opened, onClose }: LoadedOverlayProps & { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="sm"
      size={SIDE_BAR_WIDTH}
      padding="xs"
      title={<BrandMark size={26} />}
      closeButtonProps={{ 'aria-label': t`Close navigation` }}
      transitionProps={{ duration: SIDE_BAR_ANIMATION_MS }}
    >
      <SideBar collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
