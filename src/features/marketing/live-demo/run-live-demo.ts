import { useMutation } from '@tanstack/react-query';
import { invokeFunction, Refused } from '@/lib/errors/refused.ts';

export type LiveDemoResult = {
  locale: 'en' | 'es';
  subject: string;
  preheader: string;
  emailHtml: string;
  pageHtml: string;
  template: string;
};

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

/** Writes a demo email and page; a refusal (rate_limited with its wait, ai_unavailable…) is `Refused`. */
export async function runLiveDemo(prompt: string, locale: 'en' | 'es'): Promise<LiveDemoResult> {
  const data = await invokeFunction<LiveDemoResult | null>('live-demo', {
    prompt,
    locale,
    visitorId: visitorId(),
  });
  if (!data) throw new Refused('unexpected');
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
