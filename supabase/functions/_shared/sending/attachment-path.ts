/**
 * Whether an attachment's storage path stays inside its campaign's folder of the attachments
 * bucket: exactly `<workspace id>/<campaign id>/<file name>`, as the database's
 * private.is_campaign_object_name requires of new rows. The processor downloads with the service
 * role, which reads every workspace's files, and Storage's URL parser resolves `.`, `..`, `%2e` and
 * backslashes; so a row recorded before that rule (or written past it) must never be trusted.
 */

import { isCanonicalUuid } from '../ids.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const UNSAFE_FILE_NAME = /[/\\%?#\u0000-\u001f\u007f]/;

export function isInCampaignFolder(storagePath: string, workspaceId: string, campaignId: string): boolean {
  if (!isCanonicalUuid(workspaceId) || !isCanonicalUuid(campaignId)) return false;
  const prefix = `${workspaceId}/${campaignId}/`;
  if (!storagePath.startsWith(prefix)) return false;
  const fileName = storagePath.slice(prefix.length);
  if (fileName === '' || fileName === '.' || fileName === '..' || UNSAFE_FILE_NAME.test(fileName))
    return false;
  // What a URL parser makes of it stays that folder and one file in it.
  const folder = `/object/attachments/${prefix}`;
  const resolved = new URL(storagePath, `https://storage.invalid/object/attachments/`).pathname;
  return resolved.startsWith(folder) && !resolved.slice(folder.length).includes('/');
}
