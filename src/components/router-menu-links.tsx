import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorElementProps } from './router-link-props.ts';

// As router-links.tsx, for the app's menus: only the menus, which load at their first press
// (LazyMenu, src/components/overlays/lazy-overlays.tsx), import it.

const MantineMenuItem = (props: AnchorElementProps<MenuItemProps>) => <Menu.Item component="a" {...props} />;

const CreatedMenuItemLink = createLink(MantineMenuItem);

export const MenuItemLink: LinkComponent<typeof MantineMenuItem> = (props) => (
  <CreatedMenuItemLink {...props} />
);
