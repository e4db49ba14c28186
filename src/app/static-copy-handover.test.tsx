import { type FormEvent, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStaticCopy, replayIntoApp } from './static-copy-handover.ts';

// As scripts/prerender.ts writes it: the app's markup inside #root, wrapped in the copy marker.
const COPY = `<div data-static-copy><main><form aria-label="Join">
  <div class="wrapper"><input type="email" aria-label="Your email" value=""></div>
  <button type="submit">Join the waitlist</button></form>
  <button type="button" aria-label="Change language EN">EN</button></main></div>`;

function WaitlistPage({ onJoin, onLanguage }: { onJoin: (email: string) => void; onLanguage: () => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onJoin(email);
  };
  return (
    <main>
      <form aria-label="Join" onSubmit={submit}>
        <input
          type="email"
          aria-label="Your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit">Join the waitlist</button>
      </form>
      <button type="button" aria-label="Change language EN" onClick={onLanguage}>
        EN
      </button>
    </main>
  );
}

let reactRoot: Root | undefined;

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = COPY;
  document.body.append(root);
  return root;
}

/** As main.tsx does it: React draws in its own time, the replay runs at once and waits for it. */
async function takeOver(root: HTMLElement, page: React.ReactNode) {
  const state = readStaticCopy(root);
  reactRoot = createRoot(root);
  reactRoot.render(page);
  if (state) await replayIntoApp(root, state, 2000);
}

afterEach(() => {
  reactRoot?.unmount();
  document.body.replaceChildren();
  delete (window as Window & { pitchcraftPending?: Element }).pitchcraftPending;
});

describe('handing the prerendered home over to the app', () => {
  it('keeps what was typed and the focus, and sends the form whose button was held', async () => {
    const root = prerenderedRoot();
    const field = root.querySelector('input') as HTMLInputElement;
    field.value = 'ana@example.com';
    field.focus();
    (window as Window & { pitchcraftPending?: Element }).pitchcraftPending = root.querySelector(
      'button[type=submit]',
    ) as Element;
    const onJoin = vi.fn();

    await takeOver(root, <WaitlistPage onJoin={onJoin} onLanguage={vi.fn()} />);

    expect(root.querySelector('[data-static-copy]')).toBeNull();
    expect(onJoin).toHaveBeenCalledExactlyOnceWith('ana@example.com');
    const appField = root.querySelector('input') as HTMLInputElement;
    expect(appField.value).toBe('ana@example.com');
    expect(document.activeElement).toBe(appField);
  });

  it('replays a held press on a button matched by its name, not its position', async () => {
    const root = prerenderedRoot();
    (window as Window & { pitchcraftPending?: Element }).pitchcraftPending = root.querySelector(
      '[aria-label="Change language EN"]',
    ) as Element;
    const onJoin = vi.fn();
    const onLanguage = vi.fn();

    await takeOver(root, <WaitlistPage onJoin={onJoin} onLanguage={onLanguage} />);

    expect(onLanguage).toHaveBeenCalledOnce();
    expect(onJoin).not.toHaveBeenCalled();
    expect((root.querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it('does nothing where no copy was prerendered', () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(readStaticCopy(root)).toBeNull();
  });
});
