import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';

export type LiveDemoResult = {
  locale: 'en' | 'es';
  subject: string;
  preheader: string;
  emailHtml: string;
  pageHtml: string;
  template: string;
};

/** A refusal of the live-demo function: `retryAfterSeconds` is set when the visitor is rate-limited. */
export class LiveDemoError extends HttpError {
  readonly code: string;
  readonly retryAfterSeconds: number | null;
  constructor(status: number, code: string, retryAfterSeconds: number | null) {
    super(status, `live demo failed: ${code}`);
    this.name = 'LiveDemoError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const VISITOR_KEY = 'pitchcraft.visitor-id';

/** Counts demos per browser where no proxy tells the function the visitor's address. */
function visitorId(): string | undefined {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

export async function runLiveDemo(prompt: string, locale: 'en' | 'es'): Promise<LiveDemoResult> {
  const { data, error } = await supabase.functions.invoke<LiveDemoResult>('live-demo', {
    body: { prompt, locale, visitorId: visitorId() },
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; retryAfterSeconds?: number };
    } | null;
    const retryAfter = Number(response.headers.get('Retry-After') ?? body?.error?.retryAfterSeconds);
    throw new LiveDemoError(
      response.status,
      body?.error?.code ?? 'unexpected',
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  if (error || !data) throw new LiveDemoError(0, 'unreachable', null);
  return data;
}

export function useLiveDemo() {
  return useMutation({
    mutationFn: ({ prompt, locale }: { prompt: string; locale: 'en' | 'es' }) => runLiveDemo(prompt, locale),
    // The screen says what went wrong next to the prompt, which stays as typed.
    meta: { handlesOwnErrors: true },
  });
}

/** Where express creation picks the prompt up after sign-up (src/content/generation/components/express-form.tsx). */
export const CARRIED_PROMPT_KEY = 'pitchcraft.demo-prompt';

export function carryPrompt(prompt: string) {
  try {
    localStorage.setItem(CARRIED_PROMPT_KEY, prompt);
  } catch {
    // Storage refused (private mode): the visitor types the prompt again, nothing else is lost.
  }
}
