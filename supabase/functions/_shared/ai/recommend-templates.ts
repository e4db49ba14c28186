/** Offline template recommendation: the 13 templates ranked for a brief, each with a reason. */

import { PAGE_TEMPLATES, type PageTemplate } from '../content/brief.ts';
import type { BriefFacts } from './brief-facts.ts';
import { matchedWord, matchStems } from './keywords.ts';
import { MOOD_NAMES, TEMPLATE_PROFILES } from './template-profiles.ts';

export interface TemplateRecommendation {
  template: PageTemplate;
  /** 0 to 1, higher is better. */
  score: number;
  reason: string;
}

const MOOD_WEIGHTS = [2, 1.5, 1, 0.5, 0.5];
const KEYWORD_FLOOR = 4;

function reasonFor(facts: BriefFacts, template: PageTemplate, keyword: string, moodFit: boolean): string {
  const { kind } = TEMPLATE_PROFILES[template];
  const mood = MOOD_NAMES[facts.locale][facts.mood];
  if (facts.locale === 'es') {
    if (keyword && moodFit)
      return `Pensada para ${kind.es} (tu brief menciona «${keyword}») y acorde a un tono ${mood}.`;
    if (keyword) return `Pensada para ${kind.es}: tu brief menciona «${keyword}».`;
    if (moodFit) return `Su estilo acompaña bien un tono ${mood}; diseñada para ${kind.es}.`;
    return `Un diseño pensado para ${kind.es}.`;
  }
  if (keyword && moodFit)
    return `Designed for ${kind.en} (your brief mentions “${keyword}”) and suits a ${mood} mood.`;
  if (keyword) return `Designed for ${kind.en}: your brief mentions “${keyword}”.`;
  if (moodFit) return `Its style suits a ${mood} mood; designed for ${kind.en}.`;
  return `A layout designed for ${kind.en}.`;
}

export function recommendTemplatesOffline(facts: BriefFacts): TemplateRecommendation[] {
  const industry = facts.industry.toLowerCase();
  const product = `${facts.product} ${facts.name}`.toLowerCase();
  const rest = facts.allText.toLowerCase();
  const scored = PAGE_TEMPLATES.map((template, order) => {
    const profile = TEMPLATE_PROFILES[template];
    const inIndustry = matchStems(industry, profile.keywords);
    const inProduct = matchStems(product, profile.keywords);
    const inRest = matchStems(rest, profile.keywords);
    // What the business is decides: any keyword outranks the best mood and intent fit (3), so a
    // bakery is never offered a real-estate layout first for sharing its mood. Within that, the
    // industry says most, the product's name next, the rest of the brief least.
    const hits = 3 * inIndustry.length + 2 * inProduct.length + inRest.length;
    const keywordScore = hits > 0 ? KEYWORD_FLOOR + Math.min(4, hits) : 0;
    const moodIndex = profile.moods.indexOf(facts.mood);
    const moodScore = moodIndex >= 0 ? MOOD_WEIGHTS[moodIndex] : 0;
    const intentScore = profile.intents.includes(facts.intent) ? 1 : 0;
    const raw = keywordScore + moodScore + intentScore - order * 0.001;
    const stem = inIndustry[0] ?? inProduct[0] ?? inRest[0];
    const keyword = stem ? matchedWord(facts.allText, stem) : '';
    return { template, raw, reason: reasonFor(facts, template, keyword, moodIndex >= 0 && moodIndex < 3) };
  });
  const best = Math.max(...scored.map((s) => s.raw), 1);
  return scored
    .sort((a, b) => b.raw - a.raw)
    .map(({ template, raw, reason }) => ({
      template,
      score: Math.round(Math.max(0, raw / best) * 100) / 100,
      reason,
    }));
}
