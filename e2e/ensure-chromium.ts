/**
 * Browser tests drive Debian's Chromium, never a downloaded browser. Installs it with apt-get
 * when it is missing (CI and fresh machines); does nothing when it is there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get…`);
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) =>
    asRoot
      ? execFileSync('apt-get', args, { stdio: 'inherit' })
      : execFileSync('sudo', ['apt-get', ...args], { stdio: 'inherit' });
  run(['update']);
  run(['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

if (import.meta.main) ensureChromium();
