import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/accessibility.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { readStaticCopy, replayIntoApp } from './app/static-copy-handover.ts';
import { listenForPreloadErrors } from './lib/build/chunk-reload.ts';
import { activateLocale } from './lib/i18n/activate-locale.ts';
import { readLocaleCookie } from './lib/i18n/locale-cookie.ts';
import { addressCarriesSession, loadSupabase } from './lib/supabase-lazy.ts';

listenForPreloadErrors();
// supabase-js is not in the entry (the home does without it); an address from an auth email
// needs it at once, to read its tokens before anything else.
if (addressCarriesSession(window.location.href)) void loadSupabase();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, keepScrollOnFirstRender: root.hasChildNodes() });

// The catalog loads before the first render, so the page never shows the other language first:
// the start's part and the parts of the start address's routes together (the root route's
// `beforeLoad` then finds them in; it loads each later screen's part on the way to it).
const [startRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
await activateLocale(readLocaleCookie(), { whole: false, routes: startRoutes.map((route) => route.id) });
// A prerendered home (scripts/prerender.ts) stays on screen until its route's code is in, so the
// first render swaps it for the same page rather than for a blank frame.
if (root.hasChildNodes()) await router.load();

const reactRoot = createRoot(root);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
const staticCopy = readStaticCopy(root);
if (staticCopy) {
  // Read, replaced and replayed in one task: no keystroke can land in the copy after it was read,
  // nor in the app before what was typed is carried over.
  flushSync(() => reactRoot.render(app));
  await replayIntoApp(root, staticCopy);
} else {
  reactRoot.render(app);
}
