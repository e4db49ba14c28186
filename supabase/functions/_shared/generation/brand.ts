/** The brand a generation writes in: the campaign's colours and who sends it. */

import type { Locale, Palette, Sender } from '../content/brief.ts';
import type { Colors, WorkspaceRecord } from './records.ts';

/** A calm, readable default for a campaign, client and workspace that all lack a colour. */
export const DEFAULT_PALETTE: Palette = {
  primary: '#ffffff',
  secondary: '#1f2937',
  tertiary: '#2563eb',
  quaternary: '#e5e7eb',
};

const ROLES = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;

/**
 * Each role from the first source that sets it: the campaign (the wizard's palette), then its
 * client, then the workspace. Per role, so a half-filled palette still keeps the brand's colours.
 */
export function paletteFor(...sources: (Colors | null | undefined)[]): Palette {
  const palette = { ...DEFAULT_PALETTE };
  for (const role of ROLES) {
    const found = sources.map((source) => source?.[`${role}_color`]).find((color) => !!color);
    if (found) palette[role] = found.toLowerCase();
  }
  return palette;
}

const COUNTRY_NAMES: Record<Locale, Record<'US' | 'CA' | 'MX', string>> = {
  en: { US: 'United States', CA: 'Canada', MX: 'Mexico' },
  es: { US: 'Estados Unidos', CA: 'Canadá', MX: 'México' },
};

/** The postal address the law asks of a commercial email, from the workspace's contact fields. */
export function postalAddress(workspace: WorkspaceRecord, locale: Locale): string {
  const country = workspace.contact_country ?? workspace.country;
  const regionZip = [workspace.contact_region, workspace.contact_zip].filter(Boolean).join(' ');
  return [
    workspace.contact_street,
    workspace.contact_city,
    regionZip,
    country ? COUNTRY_NAMES[locale][country] : null,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The logos bucket is public: its URL works in inboxes and on public pages. */
export function logoUrl(supabaseUrl: string, path: string | null): string | null {
  if (!path || !supabaseUrl) return null;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  try {
    return new URL(`storage/v1/object/public/logos/${encoded}`, `${supabaseUrl.replace(/\/$/, '')}/`).href;
  } catch {
    return null;
  }
}

function websiteOf(value: string | null | undefined): string {
  const site = value?.trim() ?? '';
  return /^https?:\/\//i.test(site) ? site : '';
}

/** A client's campaign is sent in the client's name; the agency's address stays the legal one. */
export function senderFor(
  workspace: WorkspaceRecord,
  client: { name: string; website: string | null; logo_path: string | null } | null,
  locale: Locale,
  supabaseUrl: string,
): Sender {
  return {
    organizationName: (client?.name ?? workspace.name).trim(),
    postalAddress: postalAddress(workspace, locale),
    website: websiteOf(client ? client.website : workspace.website),
    // Never the agency's logo on a client's message: without its own, the client's name is the brand.
    logoUrl: logoUrl(supabaseUrl, client ? client.logo_path : workspace.logo_path),
  };
}
