import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorElementProps } from './router-link-props.ts';

// Mantine's `component={Link}` loses the router's typing of `to` and `params`; createLink keeps
// it, so a link to a route that does not exist, or without its params, fails the type check.
// The menu item lives in router-menu-links.tsx: the home loads this file, and it would bring
// Mantine's Menu and floating-ui with it (docs/frontend.md, "App weight").

const MantineAnchor = (props: AnchorElementProps<AnchorProps>) => <Anchor {...props} />;
const MantineButton = (props: AnchorElementProps<ButtonProps>) => <Button component="a" {...props} />;

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButton);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButtonLink {...props} />;
