import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { readStaticCopy, replayIntoApp } from './app/static-copy-handover.ts';
import { listenForPreloadErrors } from './lib/build/chunk-reload.ts';
import { activateLocale } from './lib/i18n/activate-locale.ts';
import { readLocaleCookie } from './lib/i18n/locale-cookie.ts';

listenForPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The catalog loads before the first render, so the page never shows the other language first.
await activateLocale(readLocaleCookie());

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
// A prerendered home (scripts/prerender.ts) stays on screen until its route's code is in, so the
// first render swaps it for the same page rather than for a blank frame.
if (root.hasChildNodes()) await router.load();
// Read just before React replaces the copy: what was typed meanwhile is part of it.
const staticCopy = readStaticCopy(root);

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
if (staticCopy) await replayIntoApp(root, staticCopy);
