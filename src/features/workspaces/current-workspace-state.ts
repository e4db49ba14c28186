import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export type KnownCurrentWorkspace = { userId: string; workspaceId: string | null };

/**
 * The current workspace as this browser last heard it, kept in localStorage: jotai's storage
 * subscription hears another tab's change (the `storage` event), and a reload starts from it
 * before the profile answers. The profile (`profiles.current_workspace_id`) stays the truth.
 */
export const knownCurrentWorkspaceAtom = atomWithStorage<KnownCurrentWorkspace | null>(
  'pitchcraft:current-workspace',
  null,
  undefined,
  { getOnInit: true },
);

/**
 * The last workspace this tab chose itself. Its own choice is no news to it: the workspace-changed
 * dialog is for changes made in another tab or on another device.
 */
export const ownChoiceAtom = atom<string | null>(null);
