import type { ComponentPropsWithRef } from 'react';

/** A Mantine component's props as a link's: its own, and an anchor's but `href` (the router's). */
export type AnchorElementProps<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P | 'href'>;
