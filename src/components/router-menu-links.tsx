import { Menu, type MenuItemProps, NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorElementProps } from './router-link-props.ts';

// As router-links.tsx, for the signed-in app's menus and side bar (kept apart from what the home loads).

const MantineMenuItem = (props: AnchorElementProps<MenuItemProps>) => <Menu.Item component="a" {...props} />;
const MantineNavLink = (props: AnchorElementProps<NavLinkProps>) => <NavLink component="a" {...props} />;

const CreatedMenuItemLink = createLink(MantineMenuItem);
const CreatedNavLinkLink = createLink(MantineNavLink);

export const MenuItemLink: LinkComponent<typeof MantineMenuItem> = (props) => (
  <CreatedMenuItemLink {...props} />
);
export const NavLinkLink: LinkComponent<typeof MantineNavLink> = (props) => <CreatedNavLinkLink {...props} />;
