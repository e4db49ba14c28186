import { spawn } from 'node:child_process';
import { printStack, startOrExplain, stopOnSignal } from '../supabase/local/cli.ts';

/** `npm start`: the local Supabase stack, then the app's dev server pointed at it. */
const stack = await startOrExplain();
printStack(stack);

const app = spawn('vite', ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
});
console.log('\nApp:              http://127.0.0.1:5173   (Ctrl-C stops the app and the stack)\n');

stopOnSignal(async () => {
  app.kill('SIGTERM');
  await stack.stop();
});
app.on('exit', async (code) => {
  await stack.stop();
  process.exit(code ?? 0);
});
