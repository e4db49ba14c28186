import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  Menu,
  type MenuItemProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine's `component={Link}` loses the router's typing of `to` and `params`; createLink keeps
// it, so a link to a route that does not exist, or without its params, fails the type check.

type AnchorElementProps<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P | 'href'>;

const MantineAnchor = (props: AnchorElementProps<AnchorProps>) => <Anchor {...props} />;
const MantineButton = (props: AnchorElementProps<ButtonProps>) => <Button component="a" {...props} />;
const MantineMenuItem = (props: AnchorElementProps<MenuItemProps>) => <Menu.Item component="a" {...props} />;
const MantineNavLink = (props: AnchorElementProps<NavLinkProps>) => <NavLink component="a" {...props} />;

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButton);
const CreatedMenuItemLink = createLink(MantineMenuItem);
const CreatedNavLinkLink = createLink(MantineNavLink);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButtonLink {...props} />;
export const MenuItemLink: LinkComponent<typeof MantineMenuItem> = (props) => (
  <CreatedMenuItemLink {...props} />
);
export const NavLinkLink: LinkComponent<typeof MantineNavLink> = (props) => <CreatedNavLinkLink {...props} />;
