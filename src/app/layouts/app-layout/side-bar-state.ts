import { atomWithStorage } from 'jotai/utils';

/** SPEC §9: the side bar is 290 px wide, 65 px folded to icons, and moves in 300 ms. */
export const SIDE_BAR_WIDTH = 290;
export const SIDE_BAR_COLLAPSED_WIDTH = 65;
export const SIDE_BAR_ANIMATION_MS = 300;

/** Folded or not, remembered across visits; read on init so the first paint has the right width. */
export const sideBarCollapsedAtom = atomWithStorage('pitchcraft:side-bar-collapsed', false, undefined, {
  getOnInit: true,
});
