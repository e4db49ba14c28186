import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { StackConfig } from '../../supabase/local/config.ts';
import { startTestStack } from '../../supabase/local/testing/test-stack.ts';

/** What a bench needs of a stack that runs in another process. */
export interface StackProcess {
  apiUrl: string;
  dbUrl: string;
  anonKey: string;
  /** The stack's process id (the gateway's process; Postgres runs in its children). */
  pid: number;
  /** Stops the stack (its data is removed) and waits for its process to end. */
  stop(): Promise<void>;
}

/**
 * A test stack (fresh data, free ports) in a child process, as `npm start` runs it apart from its
 * clients, so a bench's load generator does not share the gateway's event loop. The overrides
 * travel as JSON.
 */
export async function startStackProcess(overrides: Partial<StackConfig> = {}): Promise<StackProcess> {
  const child = spawn(process.execPath, [import.meta.filename, JSON.stringify(overrides)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the stack process ended (${code}) before it was ready`);
  });
  const [firstLine] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited,
  ])) as [string];
  exited.catch(() => {});
  const info = JSON.parse(firstLine) as Omit<StackProcess, 'stop' | 'pid'>;
  return {
    ...info,
    pid: child.pid ?? 0,
    stop: async () => {
      child.stdin.end();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

// The child: serves the stack until its stdin closes.
if (process.argv[1] === import.meta.filename) {
  const stack = await startTestStack(JSON.parse(process.argv[2] ?? '{}') as Partial<StackConfig>);
  const info: Omit<StackProcess, 'stop' | 'pid'> = {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
  };
  console.log(JSON.stringify(info));
  process.stdin.resume();
  await once(process.stdin, 'end');
  await stack.stop();
  process.exit(0);
}
