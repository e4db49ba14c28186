/**
 * The frame of the functions that answer browsers with pages (public-page, unsubscribe,
 * local-checkout, submit-lead's form posts and confirmation links): the method check, the page's
 * headers (never cached, a strict CSP), and a failure of ours logged and answered with a page in
 * the visitor's language. Also the small server-rendered card those pages are: one card in the
 * page's language, readable at any width, styles inline so the strict CSP allows them.
 */

import type { Locale } from '../content/brief.ts';
import { escapeHtml } from '../escape.ts';
import { browserLocale } from './locale.ts';

/** What the frame knows of the visitor; a function that learns their language (a form's field) sets it, so a later failure is worded in it. */
export interface Visitor {
  locale: Locale;
}

export interface HtmlPageEndpoint<Deps> {
  /** Prefixes the log line of an unexpected failure. */
  name: string;
  /** The methods answered (for this address); anything else is 405 with `Allow`. */
  methods: readonly string[] | ((url: URL) => readonly string[]);
  /** Resolved at the first request, so a worker reads its env and builds its clients once. */
  deps: Deps | (() => Deps);
  /** The visitor's language before the function knows better; default: the browser's. */
  locale?(request: Request, url: URL): Locale;
  /** The answer to a failure of ours; default: a card saying so, 503. */
  failed?(locale: Locale): Response;
  /** The function's work: every page it answers, refusals included. */
  run(request: Request, deps: Deps, visitor: Visitor, url: URL): Promise<Response>;
}

const FAILED_TEXT: Record<Locale, { title: string; body: string }> = {
  en: { title: 'Something went wrong', body: 'Please try again in a moment.' },
  es: { title: 'Algo ha fallado', body: 'Vuelve a intentarlo dentro de un momento.' },
};

/** A failure of ours, told plainly: nothing claims to have worked. */
export function failureCard(locale: Locale): Response {
  const text = FAILED_TEXT[locale];
  return htmlPage(
    cardPage(locale, text.title, `<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.body)}</p>`),
    503,
  );
}

export function htmlPageEndpoint<Deps>(
  endpoint: HtmlPageEndpoint<Deps>,
): (request: Request) => Promise<Response> {
  let resolved: Deps | undefined;
  return async (request) => {
    const url = new URL(request.url);
    const methods = typeof endpoint.methods === 'function' ? endpoint.methods(url) : endpoint.methods;
    if (!methods.includes(request.method)) {
      return new Response(null, { status: 405, headers: { Allow: methods.join(', ') } });
    }
    const visitor: Visitor = { locale: (endpoint.locale ?? browserLocale)(request, url) };
    try {
      resolved ??= typeof endpoint.deps === 'function' ? (endpoint.deps as () => Deps)() : endpoint.deps;
      return await endpoint.run(request, resolved, visitor, url);
    } catch (error) {
      console.error(`${endpoint.name}:`, error);
      return (endpoint.failed ?? failureCard)(visitor.locale);
    }
  };
}

/** A card page as the answer, with cardPageHeaders (`formAction`: its form posts back here). */
export const htmlPage = (
  body: string | null,
  status = 200,
  options: { formAction?: boolean; headers?: Record<string, string> } = {},
) =>
  new Response(body, {
    status,
    headers: { ...options.headers, ...cardPageHeaders({ formAction: options.formAction ?? false }) },
  });

/** After a form's POST: the browser goes on to `location` with a GET (303), nothing cached. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    padding: 24px 16px; background: #f4f5f7; color: #1f2328;
    font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 480px; background: #fff; border: 1px solid #dde1e6;
    border-radius: 12px; padding: 32px 28px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
  h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 12px; overflow-wrap: anywhere; }
  p, li { margin: 0 0 12px; overflow-wrap: anywhere; }
  p:last-child { margin-bottom: 0; }
  ul { padding-left: 20px; margin: 0 0 20px; }
  .note { color: #57606a; font-size: .9375rem; }
  form { margin-top: 20px; }
  button, .button { display: block; width: 100%; min-height: 44px; border: 0; border-radius: 8px;
    background: #1c5fd4; color: #fff; font: inherit; font-weight: 600; cursor: pointer;
    padding: 10px 16px; text-align: center; text-decoration: none; }
  button:hover, .button:hover { background: #174fb0; }
  button:focus-visible, .button:focus-visible { outline: 3px solid #1c5fd4; outline-offset: 3px; }
  .mark { width: 44px; height: 44px; border-radius: 50%; display: flex; align-items: center;
    justify-content: center; margin-bottom: 16px; font-size: 22px; font-weight: 700; }
  .ok { background: #e6f4ea; color: #1e7b34; }
  .warn { background: #fff4e5; color: #9a5b00; }
`;

/** The whole document around `body` (already escaped HTML); `title` is escaped here. */
export function cardPage(locale: Locale, title: string, body: string, robots = 'noindex'): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * Headers for such a page: never cached or indexed, nothing loads but its inline styles. Forms
 * may post back to the same origin only when `formAction` says so.
 */
export function cardPageHeaders(options: { formAction: boolean }): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'${options.formAction ? "; form-action 'self'" : ''}`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
  };
}
