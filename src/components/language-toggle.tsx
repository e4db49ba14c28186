import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button.tsx';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));

/**
 * Switches the interface language; the choice is kept in a cookie for the next visit. The menu
 * (Mantine's Menu and floating-ui, ~15 KiB gzip) loads at the first press of the button, opened:
 * the home shows the button and no other menu (docs/frontend.md, "App weight").
 */
export function LanguageToggle() {
  const [asked, setAsked] = useState(false);
  const button = <LanguageButton aria-haspopup="menu" aria-expanded={false} onClick={() => setAsked(true)} />;
  if (!asked) return button;
  return (
    <Suspense fallback={<LanguageButton aria-haspopup="menu" aria-expanded={false} aria-busy />}>
      <LanguageMenu />
    </Suspense>
  );
}
