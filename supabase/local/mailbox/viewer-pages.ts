import { escapeHtml } from './escape-html.ts';
import type { StoredMail } from './mailbox.ts';
import type { DomainStatus, LocalDomain } from './resend-domains.ts';

export type MessageView = 'html' | 'text' | 'headers';

export interface SelectedMessage {
  mail: StoredMail;
  view: MessageView;
  /** A report just sent for it, confirmed above the message. */
  reported?: 'bounced' | 'complained' | 'failed';
}

/** The viewer's one page: the list of messages and, when one is chosen, that message. */
export function mailboxPage(messages: StoredMail[], selected?: SelectedMessage) {
  const newest = messages[0]?.id ?? '';
  const title = selected ? `${selected.mail.subject} · Local mailbox` : 'Local mailbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body data-newest="${escapeHtml(newest)}">
<header class="bar">
  <h1><a href="/">Local mailbox</a></h1>
  <span class="count">${messages.length} ${messages.length === 1 ? 'message' : 'messages'}</span>
  <a class="nav" href="/domains">Domains</a>
  <form method="post" action="/clear" class="clear">
    <button type="submit"${messages.length ? '' : ' disabled'}>Clear all</button>
  </form>
</header>
<main class="${selected ? 'with-message' : ''}">
  <nav class="list" aria-label="Messages">
    ${messages.length ? `<ul>${messages.map((mail) => listItem(mail, mail.id === selected?.mail.id)).join('')}</ul>` : emptyList}
  </nav>
  ${selected ? messagePane(selected) : '<section class="message placeholder"><p>Choose a message to read it.</p></section>'}
</main>
<script>${script}</script>
</body>
</html>`;
}

const emptyList =
  '<p class="empty">No emails yet. Emails the local stack sends (sign-up, password reset, magic links, campaigns) land here.</p>';

function listItem(mail: StoredMail, current: boolean) {
  return `<li${current ? ' aria-current="true"' : ''}><a href="/messages/${encodeURIComponent(mail.id)}">
  <span class="subject">${escapeHtml(mail.subject || '(no subject)')}</span>
  <span class="meta"><span class="to">To ${escapeHtml(mail.to.join(', '))}</span>${time(mail.createdAt)}</span>
  <span class="from">${escapeHtml(mail.from)}</span>
</a></li>`;
}

function messagePane({ mail, view, reported }: SelectedMessage) {
  const base = `/messages/${encodeURIComponent(mail.id)}`;
  const views: [MessageView, string, boolean][] = [
    ['html', 'HTML', Boolean(mail.html)],
    ['text', 'Text', Boolean(mail.text)],
    ['headers', 'Headers', true],
  ];
  const tabs = views
    .filter(([, , available]) => available)
    .map(
      ([name, label]) =>
        `<a href="${base}?view=${name}"${name === view ? ' aria-current="page"' : ''}>${label}</a>`,
    )
    .join('');
  return `<section class="message" aria-label="Message">
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <dl class="summary">
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>Date</dt><dd>${time(mail.createdAt)}</dd>${listUnsubscribe(mail)}
  </dl>
  ${mail.source === 'resend' ? resendEvents(base, view, reported) : ''}
  <nav class="tabs" aria-label="Views">${tabs}</nav>
  ${messageBody(mail, view, base)}
</section>`;
}

/** Shown in the summary: what a mailbox provider offers the reader as its unsubscribe button. */
function listUnsubscribe(mail: StoredMail) {
  const headers = Object.entries(mail.headers ?? {});
  const find = (name: string) => headers.find(([key]) => key.toLowerCase() === name)?.[1];
  const value = find('list-unsubscribe');
  if (!value) return '';
  const oneClick = find('list-unsubscribe-post') === 'List-Unsubscribe=One-Click';
  return `\n    <dt>Unsubscribe</dt><dd class="unsubscribe">${escapeHtml(value)}${oneClick ? ' <span class="badge">One-Click</span>' : ''}</dd>`;
}

const REPORTED = {
  bounced: 'A permanent bounce (email.bounced) was sent to resend-webhook.',
  complained: 'A spam complaint (email.complained) was sent to resend-webhook.',
  failed: 'A delivery failure (email.failed) was sent to resend-webhook.',
};

/** Messages sent through the local Resend API report their events; the mail server's are buttons. */
function resendEvents(base: string, view: MessageView, reported: SelectedMessage['reported']) {
  const action = (path: string) => `${base}/${path}?view=${view}`;
  return `<div class="events">
    <p class="hint">Events go to resend-webhook: sent and delivered on arrival, opened when shown here, clicked when a link is followed.</p>
    <div class="actions" role="group" aria-label="Play the recipient's mail server">
      <form method="post" action="${action('bounce')}"><button type="submit">Bounce</button></form>
      <form method="post" action="${action('complain')}"><button type="submit">Complain</button></form>
      <form method="post" action="${action('fail')}"><button type="submit">Fail</button></form>
    </div>
  </div>
  ${reported ? `<p class="notice" role="status">${REPORTED[reported]}</p>` : ''}`;
}

function messageBody(mail: StoredMail, view: MessageView, base: string) {
  if (view === 'html' && mail.html) {
    // No allow-scripts and no allow-same-origin: the email can neither run code nor reach the viewer.
    return `<iframe class="body" title="Email content" src="${base}/html" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`;
  }
  if (view === 'headers') {
    const headers: [string, string][] = [
      ['From', mail.from],
      ['To', mail.to.join(', ')],
      ['Subject', mail.subject],
      ['Date', new Date(mail.createdAt).toUTCString()],
      ['Message-ID', `<${mail.id}@mailbox.local>`],
      ...Object.entries(mail.headers ?? {}),
    ];
    return `<table class="headers"><tbody>${headers
      .map(
        ([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  }
  return `<pre class="text">${linkify(escapeHtml(mail.text ?? '(this email has no text part)'), base)}</pre>`;
}

/** Links in the text part are followable too, through the same click route as the HTML's. */
function linkify(escapedText: string, base: string) {
  return escapedText.replace(/https?:\/\/[^\s<]+/g, (url) => {
    const target = url.replaceAll('&amp;', '&');
    return `<a href="${base}/click?url=${encodeURIComponent(target)}" target="_blank" rel="noopener">${url}</a>`;
  });
}

/** A change the Domains page just made, confirmed above the list. */
export interface DomainNotice {
  name: string;
  status: DomainStatus;
}

/**
 * The local Resend account's sending domains: each with its status and DNS records, and the
 * buttons that play Resend's DNS check (Verify, Fail), which report `domain.updated`.
 */
export function domainsPage(domains: LocalDomain[], notice?: DomainNotice) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Domains · Local mailbox</title>
<style>${styles}</style>
</head>
<body>
<header class="bar">
  <h1><a href="/">Local mailbox</a></h1>
  <a class="nav" href="/">Messages</a>
  <span class="count">${domains.length} ${domains.length === 1 ? 'domain' : 'domains'}</span>
</header>
<section class="domains" aria-label="Domains">
  <p class="hint">The local Resend account's sending domains (<code>/resend/domains</code>). Domains under
  <code>.test</code>, <code>.example</code>, <code>.invalid</code> and <code>.localhost</code> are verified as soon as
  they are checked; others stay pending until you press Verify, as if their DNS records had been found. Each change
  sends <code>domain.updated</code> to resend-webhook.</p>
  ${notice ? `<p class="notice" role="status">${escapeHtml(notice.name)} is now ${escapeHtml(notice.status)}; domain.updated was sent to resend-webhook.</p>` : ''}
  ${domains.length ? domains.map(domainCard).join('') : '<p class="empty">No domains yet. Sending domains added in the app appear here.</p>'}
</section>
</body>
</html>`;
}

function domainCard(domain: LocalDomain) {
  const base = `/domains/${encodeURIComponent(domain.id)}`;
  const rows = domain.records
    .map(
      (record) =>
        `<tr><td>${escapeHtml(record.record)}</td><td>${escapeHtml(record.type)}</td><td><code>${escapeHtml(record.name)}</code></td><td class="value"><code>${escapeHtml(record.value)}</code></td><td>${record.priority ?? ''}</td><td>${status(record.status)}</td></tr>`,
    )
    .join('');
  return `<article class="domain" aria-label="${escapeHtml(domain.name)}">
  <div class="domain-head">
    <h2>${escapeHtml(domain.name)}</h2>${status(domain.status)}
    <span class="meta">${escapeHtml(domain.region)} · ${time(domain.created_at.replace('+00:00', 'Z'))}</span>
    <div class="actions" role="group" aria-label="Play Resend's DNS check">
      <form method="post" action="${base}/verify"><button type="submit"${domain.status === 'verified' ? ' disabled' : ''}>Verify</button></form>
      <form method="post" action="${base}/fail"><button type="submit"${domain.status === 'failed' ? ' disabled' : ''}>Fail</button></form>
    </div>
  </div>
  <table class="records"><thead><tr><th>Record</th><th>Type</th><th>Name</th><th>Value</th><th>Priority</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>
</article>`;
}

const status = (value: string) =>
  `<span class="status status-${escapeHtml(value)}">${escapeHtml(value.replace('_', ' '))}</span>`;

const time = (iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))} UTC</time>`;

const styles = `
:root { color-scheme: light dark; --line: #d9dce3; --muted: #6b7280; --accent: #4c6ef5; --bg: #f6f7f9; --panel: #fff; }
@media (prefers-color-scheme: dark) { :root { --line: #30343c; --muted: #9ca3af; --bg: #14161a; --panel: #1c1f24; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, Segoe UI, Roboto, sans-serif; background: var(--bg); height: 100vh; display: flex; flex-direction: column; }
a { color: inherit; }
.bar { display: flex; align-items: center; gap: 16px; padding: 10px 16px; border-bottom: 1px solid var(--line); background: var(--panel); }
.bar h1 { font-size: 16px; margin: 0; } .bar h1 a { text-decoration: none; }
.count { color: var(--muted); }
.clear { margin-left: auto; }
button { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid var(--line); background: var(--panel); cursor: pointer; }
button:hover:not(:disabled) { border-color: #c92a2a; color: #c92a2a; }
main { flex: 1; display: grid; grid-template-columns: minmax(260px, 360px) 1fr; min-height: 0; }
.list { overflow: auto; border-right: 1px solid var(--line); background: var(--panel); }
.list ul { list-style: none; margin: 0; padding: 0; }
.list a { display: grid; gap: 2px; padding: 10px 14px; border-bottom: 1px solid var(--line); text-decoration: none; }
.list a:hover { background: color-mix(in srgb, var(--accent) 8%, transparent); }
.list li[aria-current] a { background: color-mix(in srgb, var(--accent) 16%, transparent); box-shadow: inset 3px 0 var(--accent); }
.subject { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta { display: flex; justify-content: space-between; gap: 8px; color: var(--muted); font-size: 12px; }
.meta .to { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.from { color: var(--muted); font-size: 12px; }
.empty, .placeholder p { color: var(--muted); padding: 16px; }
.message { display: flex; flex-direction: column; min-height: 0; padding: 16px 20px; gap: 10px; overflow: auto; }
.message h2 { margin: 0; font-size: 18px; }
.summary { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
.summary dt { color: var(--muted); }
.summary dd { margin: 0; }
.tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--line); }
.tabs a { padding: 6px 12px; text-decoration: none; border-bottom: 2px solid transparent; color: var(--muted); }
.tabs a[aria-current] { border-color: var(--accent); color: inherit; }
iframe.body { flex: 1; min-height: 480px; width: 100%; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
pre.text { white-space: pre-wrap; word-break: break-word; margin: 0; padding: 12px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
table.headers { border-collapse: collapse; }
table.headers th { text-align: left; color: var(--muted); font-weight: normal; padding: 4px 16px 4px 0; vertical-align: top; white-space: nowrap; }
table.headers td { padding: 4px 0; overflow-wrap: anywhere; }
.events { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.hint { margin: 0; color: var(--muted); font-size: 12px; flex: 1 1 240px; }
.actions { display: flex; gap: 8px; }
.notice { margin: 0; padding: 8px 12px; border-radius: 6px; border: 1px solid color-mix(in srgb, var(--accent) 40%, transparent); background: color-mix(in srgb, var(--accent) 10%, transparent); }
.unsubscribe { overflow-wrap: anywhere; }
.badge { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 8px; border: 1px solid var(--line); color: var(--muted); word-break: normal; }
.nav { color: var(--accent); }
.domains { padding: 16px 20px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px; overflow: auto; }
.domains .hint { flex: none; }
.domain { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; display: grid; gap: 10px; }
.domain-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.domain-head h2 { margin: 0; font-size: 16px; }
.domain-head .meta { color: var(--muted); font-size: 12px; }
.domain-head .actions { margin-left: auto; }
.status { font-size: 12px; padding: 1px 8px; border-radius: 10px; border: 1px solid var(--line); }
.status-verified { border-color: #2b8a3e; color: #2b8a3e; }
.status-failed, .status-temporary_failure { border-color: #c92a2a; color: #c92a2a; }
.status-pending { border-color: #e67700; color: #e67700; }
table.records { border-collapse: collapse; width: 100%; font-size: 13px; }
table.records th { text-align: left; color: var(--muted); font-weight: normal; padding: 4px 8px 4px 0; }
table.records td { padding: 4px 8px 4px 0; vertical-align: top; border-top: 1px solid var(--line); }
table.records td.value { overflow-wrap: anywhere; max-width: 420px; }
@media (max-width: 720px) {
  .domains { padding: 12px; }
  .domain-head .actions { margin-left: 0; }
  table.records thead { display: none; }
  table.records tr { display: grid; grid-template-columns: auto auto 1fr auto; gap: 2px 8px; padding: 6px 0; border-top: 1px solid var(--line); }
  table.records td { border: 0; padding: 0; }
  table.records td.value { grid-column: 1 / -1; max-width: none; }
}
@media (max-width: 720px) { main { grid-template-columns: 1fr; } main.with-message .list { display: none; } table.headers th, table.headers td { display: block; padding: 0; } table.headers td { padding-bottom: 8px; } }
`;

/** Plain script, no framework: local times, and a reload when a new email arrives. */
const script = `
for (const el of document.querySelectorAll('time[datetime]')) el.textContent = new Date(el.dateTime).toLocaleString();
const newest = document.body.dataset.newest;
setInterval(async () => {
  try {
    const messages = await (await fetch('/api/messages')).json();
    if ((messages[0]?.id ?? '') !== newest) location.reload();
  } catch {}
}, 3000);
`;
