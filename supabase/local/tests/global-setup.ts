import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestStack } from '../testing/test-stack.ts';

/** One stack for the contract suite, on the fixture project's own schema, functions and config. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({
    projectDir: join(import.meta.dirname, 'fixture'),
    // Read back by the env-check function: variables the stack hands to edge functions.
    functionEnv: { CONTRACT_GREETING: 'hello from functionEnv' },
  });
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    mailUrl: stack.mailUrl,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
  });
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { apiUrl: string; mailUrl: string; dbUrl: string; anonKey: string; serviceRoleKey: string };
  }
}
