/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A part of a catalog (scripts/vite-catalog-split.ts). */
declare module '*.po?start' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?later' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The id of this build, injected by scripts/vite-build-info.ts. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** The catalog's part of each route, by language and route id (scripts/vite-catalog-split.ts). */
declare module 'virtual:route-catalogs' {
  import type { Messages } from '@lingui/core';
  export const routeCatalogs: Record<string, Record<string, () => Promise<{ messages: Messages }>>>;
  /** The routes the home matches: their screens need no `later` part. */
  export const homeRouteIds: string[];
}
