/** What the model is told: the same rules the offline composer follows. */

import type { PageTemplate } from '../content/brief.ts';
import type { BriefFacts } from './brief-facts.ts';
import type { AnyBrief, GenerationOptions } from './provider.ts';

const RULES = `You write marketing copy for email campaigns and landing pages.
Rules:
- Write in {language}. Spanish uses proper accents and inverted punctuation (¿…? ¡…!) and addresses the reader as "tú".
- Match the mood "{mood}": its tone, sentence length, punctuation and vocabulary.
- Use only facts from the brief. Never invent prices, statistics, discounts, dates, testimonials, customer names or awards.
- No placeholders or lorem ipsum. Leave URLs empty unless the brief gives one.
- Answer with one JSON object that matches the given schema, and nothing else.`;

function briefForModel(brief: AnyBrief): Record<string, unknown> {
  // Colours and the logo are the renderer's business; the model only needs the words.
  const { palette: _palette, sender, ...rest } = brief;
  return {
    ...rest,
    sender: {
      organizationName: sender.organizationName,
      postalAddress: sender.postalAddress,
      website: sender.website,
    },
  };
}

export function systemPrompt(facts: BriefFacts): string {
  return RULES.replace('{language}', facts.locale === 'es' ? 'Spanish' : 'English').replace(
    '{mood}',
    facts.mood,
  );
}

/** A regeneration asks for other words than the ones being replaced (a model would often repeat them). */
export function regenerationNote(options: GenerationOptions | undefined): string {
  if (!options?.current && !options?.variation) return '';
  const current = options.current
    ? ` Current ${options.current.part}: ${JSON.stringify(options.current.text.slice(0, 2000))}`
    : '';
  return `\nThis is a regeneration: write a fresh alternative whose wording clearly differs from the current version, keeping to the brief and the rules.${current}`;
}

export function emailPrompt(brief: AnyBrief, facts: BriefFacts, options?: GenerationOptions): string {
  return `Write the email for this campaign (detected intent: ${facts.intent}). Sections are 1 to 4 blocks of heading and body; the body may list points as lines starting with "• ". "closing" ends with a sign-off from the ${facts.sender.organizationName} team. "legal" repeats the brief's legal text.
Brief: ${JSON.stringify(briefForModel(brief))}${regenerationNote(options)}`;
}

export function pagePrompt(
  brief: AnyBrief,
  facts: BriefFacts,
  template: PageTemplate,
  options?: GenerationOptions,
): string {
  return `Write the landing page document for the "${template}" template (detected intent: ${facts.intent}). Sections in order: hero, features (benefits drawn from the brief), testimonials ONLY if the brief quotes someone, offer (plans only when the brief gives prices, else no plans and one call to action), faq (answers from the brief), leadForm (fields firstName, lastName, email, phone), footer (the brief's legal text). SEO title at most 70 characters, description at most 170.
Brief: ${JSON.stringify(briefForModel(brief))}${regenerationNote(options)}`;
}

export function recommendPrompt(brief: AnyBrief, templates: readonly string[]): string {
  return `Rank all 13 landing page templates for this brief by fit with its industry, product, mood and goals. Templates: ${templates.join(', ')}. Give each a score from 0 to 1 and a one-line reason in the brief's language.
Brief: ${JSON.stringify(briefForModel(brief))}`;
}

export function repairPrompt(issues: string[]): string {
  return `That JSON does not match the schema:\n${issues.map((i) => `- ${i}`).join('\n')}\nReply with the corrected JSON object only.`;
}
