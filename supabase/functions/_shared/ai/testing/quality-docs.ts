/**
 * The quality corpus written the way the functions write it, offline: generate-campaign's
 * composeEmailCampaign and generate-page's composeLandingPage with the offline provider (the same
 * builder, renderer and page templates). The live demo goes through its own handler
 * (bench/support/generation-quality/live-demo-docs.ts).
 */

import {
  type Brief,
  type ExpressBrief,
  MOODS,
  PAGE_TEMPLATES,
  type PageTemplate,
} from '../../content/brief.ts';
import { composeEmailCampaign } from '../../generation/compose-email.ts';
import { composeLandingPage } from '../../generation/compose-page.ts';
import { readBrief } from '../brief-facts.ts';
import { createOfflineProvider } from '../offline-provider.ts';
import { recommendTemplatesOffline } from '../recommend-templates.ts';
import { type BriefFacts, inMood, QUALITY_BRIEFS, QUALITY_EXPRESS } from './quality-corpus.ts';
import { briefSentences, type DocText, NOT_BODY, readerTexts, visibleTextOfHtml } from './quality-metrics.ts';

export const SITE_URL = 'https://app.pitchcraft.example';
const PAGE_OPTIONS = {
  pageId: '00000000-0000-4000-8000-0000000000b1',
  formAction: 'https://project.supabase.example/functions/v1/submit-lead',
};

/** One generated email or page, with what the metrics read. */
export interface GeneratedDoc extends DocText {
  kind: 'email' | 'page';
  /** The corpus id (`bakery.es`, `saas.en.express`, `live-demo.en`). */
  caseId: string;
  /** The mood of an email, the template of a page. */
  variant: string;
  html: string;
  headline: string;
  buttonLabel: string;
}

const texts = (content: unknown, skip?: ReadonlySet<string>) => readerTexts(content, skip).map((t) => t.text);

interface EmailLike {
  headline: string;
  callToAction: { label: string };
}

interface PageLike {
  sections: { type: string; headline?: string; ctaLabel?: string }[];
}

function emailDoc(
  caseId: string,
  variant: string,
  brief: Brief | ExpressBrief,
  facts: BriefFacts,
  content: EmailLike,
  html: string,
): GeneratedDoc {
  return {
    kind: 'email',
    caseId,
    variant,
    locale: brief.locale,
    html,
    copy: texts(content),
    body: texts(content, NOT_BODY),
    visibleText: visibleTextOfHtml(html),
    headline: content.headline,
    buttonLabel: content.callToAction.label,
    briefSentences: briefSentences(brief),
    facts,
  };
}

function pageDoc(
  caseId: string,
  template: PageTemplate,
  brief: Brief | ExpressBrief,
  facts: BriefFacts,
  document: PageLike,
  html: string,
): GeneratedDoc {
  const hero = document.sections.find((s) => s.type === 'hero');
  return {
    kind: 'page',
    caseId,
    variant: template,
    locale: brief.locale,
    html,
    copy: texts(document.sections),
    body: texts(document.sections, NOT_BODY),
    visibleText: visibleTextOfHtml(html),
    headline: hero?.headline ?? '',
    buttonLabel: hero?.ctaLabel ?? '',
    briefSentences: briefSentences(brief),
    facts,
  };
}

const provider = createOfflineProvider();

async function email(caseId: string, variant: string, brief: Brief | ExpressBrief, facts: BriefFacts) {
  const generated = await composeEmailCampaign(provider, brief, `${SITE_URL}/pages/${caseId}`);
  return emailDoc(caseId, variant, brief, facts, generated.content, generated.html);
}

async function page(caseId: string, template: PageTemplate, brief: Brief | ExpressBrief, facts: BriefFacts) {
  const generated = await composeLandingPage(provider, brief, template, PAGE_OPTIONS);
  return pageDoc(caseId, template, brief, facts, generated.document, generated.html);
}

/** Each wizard brief in the 13 moods (emails) and the 13 templates (pages, in the brief's mood). */
export async function generateBriefDocs(ids?: readonly string[]): Promise<GeneratedDoc[]> {
  const docs: GeneratedDoc[] = [];
  for (const c of QUALITY_BRIEFS.filter((q) => !ids || ids.includes(q.id))) {
    for (const mood of MOODS) docs.push(await email(c.id, mood, inMood(c.brief, mood), c.facts));
    for (const template of PAGE_TEMPLATES) docs.push(await page(c.id, template, c.brief, c.facts));
  }
  return docs;
}

/** Each express prompt once, as a first generation: the email, and the page in the template ranked first. */
export async function generateExpressDocs(): Promise<GeneratedDoc[]> {
  const docs: GeneratedDoc[] = [];
  for (const c of QUALITY_EXPRESS) {
    const template = recommendTemplatesOffline(readBrief(c.brief))[0]?.template ?? 'solid';
    docs.push(await email(c.id, 'default', c.brief, c.facts));
    docs.push(await page(c.id, template, c.brief, c.facts));
  }
  return docs;
}
