import { LanguageButton } from './language-button.tsx';
import { LazyMenu } from './overlays/on-first-press.tsx';

const loadLanguageMenu = () => import('./language-menu.tsx');

/**
 * Switches the interface language; the choice is kept in a cookie for the next visit. The menu
 * (Mantine's Menu and floating-ui, ~15 KiB gzip) loads at the first press of the button, opened:
 * the home shows the button and no other menu (docs/frontend.md, "App weight").
 */
export function LanguageToggle() {
  return <LazyMenu load={loadLanguageMenu} props={{}} target={<LanguageButton />} />;
}
