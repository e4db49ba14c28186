/** What a generation handler needs from outside: tests swap the store and the provider. */

import type { AiProvider } from '../ai/provider.ts';
import { createProvider, DEFAULT_MODEL } from '../ai/select-provider.ts';
import type { Env } from '../env.ts';
import type { GenerationStore } from './store.ts';
import { createSupabaseStore } from './supabase-store.ts';

export interface HandlerDeps {
  env: Env;
  provider: AiProvider;
  /** The model named in usage rows when a call fails before the provider reports one. */
  model: string;
  storeFor(authorization: string): GenerationStore;
}

export function defaultDeps(env: Env = Deno.env.toObject()): HandlerDeps {
  const provider = createProvider(env);
  return {
    env,
    provider,
    model: provider.name === 'offline' ? 'composer-1' : env.AI_MODEL?.trim() || DEFAULT_MODEL,
    storeFor: (authorization) => createSupabaseStore(env, authorization),
  };
}
