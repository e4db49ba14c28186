/**
 * The sender's social profiles, when the user gave them: links to known networks found in the
 * brief's own words (or a website that is one). The wizard has no field for them, so nothing is
 * guessed: no link in what the user wrote, no social row in the email.
 */

import type { SocialLink } from './build-design.ts';

const NETWORKS: Array<[RegExp, string]> = [
  [/^(?:www\.)?instagram\.com$/, 'Instagram'],
  [/^(?:www\.|m\.)?facebook\.com$/, 'Facebook'],
  [/^(?:www\.)?(?:x|twitter)\.com$/, 'X'],
  [/^(?:www\.)?linkedin\.com$/, 'LinkedIn'],
  [/^(?:www\.)?tiktok\.com$/, 'TikTok'],
  [/^(?:www\.)?youtube\.com$/, 'YouTube'],
  [/^(?:www\.)?pinterest\.com$/, 'Pinterest'],
];

const URL_IN_TEXT =
  /\bhttps?:\/\/[^\s<>"')]+|\b(?:www\.)?(?:instagram|facebook|twitter|x|linkedin|tiktok|youtube|pinterest)\.com\/[^\s<>"')]+/gi;

function profile(candidate: string): SocialLink | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `https://${candidate}`);
  } catch {
    return null;
  }
  const network = NETWORKS.find(([host]) => host.test(url.hostname.toLowerCase()));
  // A network's home page is not the sender's profile.
  if (!network || url.pathname.replace(/\/+$/, '') === '') return null;
  url.protocol = 'https:';
  return { name: network[1], url: url.toString().replace(/[.,;:!?]+$/, '') };
}

/** One link per network, in the order the user wrote them. */
export function socialLinksIn(texts: Array<string | null | undefined>): SocialLink[] {
  const found: SocialLink[] = [];
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(URL_IN_TEXT)) {
      const link = profile(match[0]);
      if (link && !found.some((f) => f.name === link.name)) found.push(link);
    }
  }
  return found;
}
