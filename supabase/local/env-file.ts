import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Loads the repository's .env (if any) into process.env; variables already set win. */
export function loadDotEnv() {
  const path = resolve(import.meta.dirname, '../../.env');
  if (existsSync(path)) process.loadEnvFile(path);
}
