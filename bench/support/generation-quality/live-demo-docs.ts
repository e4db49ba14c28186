/** The live demo as a prospect gets it, through its own handler, for the quality bench. */

import { createOfflineProvider } from '../../../supabase/functions/_shared/ai/offline-provider.ts';
import { LIVE_DEMO_PROMPTS } from '../../../supabase/functions/_shared/ai/testing/quality-corpus.ts';
import type { GeneratedDoc } from '../../../supabase/functions/_shared/ai/testing/quality-docs.ts';
import {
  briefSentences,
  visibleTextOfHtml,
} from '../../../supabase/functions/_shared/ai/testing/quality-metrics.ts';
import type { ExpressBrief } from '../../../supabase/functions/_shared/content/brief.ts';
import { createLiveDemoHandler } from '../../../supabase/functions/live-demo/handler.ts';

const SITE_URL = 'https://app.pitchcraft.example';

/** Its words are read from the HTML: the handler answers HTML, not content. */
export async function generateLiveDemoDocs(): Promise<GeneratedDoc[]> {
  const demo = createLiveDemoHandler({
    env: { SITE_URL },
    provider: () => createOfflineProvider(),
    limiter: () => () => Promise.resolve(true),
  });
  const docs: GeneratedDoc[] = [];
  for (const c of LIVE_DEMO_PROMPTS) {
    const response = await demo(
      new Request('http://127.0.0.1/functions/v1/live-demo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE_URL },
        body: JSON.stringify({ prompt: c.prompt, locale: c.locale, visitorId: 'quality-bench' }),
      }),
    );
    if (!response.ok) throw new Error(`live demo answered ${response.status}: ${await response.text()}`);
    const answer = await response.json();
    const sentences = briefSentences({ prompt: c.prompt } as ExpressBrief);
    for (const [kind, html, variant] of [
      ['email', answer.emailHtml, 'demo'],
      ['page', answer.pageHtml, answer.template],
    ] as const) {
      const visibleText = visibleTextOfHtml(html);
      const lines = visibleText.split('\n');
      docs.push({
        kind,
        caseId: c.id,
        variant,
        locale: c.locale,
        html,
        copy: [answer.subject, answer.preheader, ...lines],
        // Read from the HTML, where labels and navigation repeat by design: not counted for repeats.
        body: [],
        visibleText,
        headline: '',
        buttonLabel: '',
        briefSentences: sentences,
        facts: c.facts,
      });
    }
  }
  return docs;
}
