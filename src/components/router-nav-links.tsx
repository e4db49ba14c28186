import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorElementProps } from './router-link-props.ts';

// As router-links.tsx, for the signed-in side bar (kept apart from what the home loads, and from
// the menus' links: router-menu-links.tsx brings Mantine's Menu).

const MantineNavLink = (props: AnchorElementProps<NavLinkProps>) => <NavLink component="a" {...props} />;

const CreatedNavLinkLink = createLink(MantineNavLink);

export const NavLinkLink: LinkComponent<typeof MantineNavLink> = (props) => <CreatedNavLinkLink {...props} />;
