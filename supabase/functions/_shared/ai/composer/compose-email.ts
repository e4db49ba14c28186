/** The offline composer's email: subject to sign-off, written from the brief in its mood. */

import type { Mood } from '../../content/brief.ts';
import type { EmailContent } from '../../content/email-content.ts';
import type { BriefFacts } from '../brief-facts.ts';
import { rotateHighlights } from '../highlights.ts';
import { asSentence, capitalize, fitLength } from './text.ts';
import { buttonLabel, createWriter, describe, headline, offerBody, signOff, type Writer } from './writer.ts';

type Section = EmailContent['sections'][number];

/** Voices that explain who it is for; the others let the facts speak. */
const EXPLAINING_MOODS: ReadonlySet<Mood> = new Set([
  'classic',
  'professional',
  'corporate',
  'elegant',
  'soft',
  'tech',
]);
/** Voices whose opener is the whole introduction: the headline and the offer say the rest. */
const OPENER_ONLY_MOODS: ReadonlySet<Mood> = new Set([
  'minimal',
  'bold',
  'luxury',
  'fun',
  'playful',
  'casual',
]);

/** How many facts a mood lists, and from where: short voices say less, formal ones more. */
const FACTS_BY_MOOD: Record<Mood, [count: number, offset: number]> = {
  elegant: [3, 1],
  modern: [3, 2],
  classic: [3, 0],
  minimal: [2, 3],
  professional: [4, 1],
  playful: [3, 3],
  luxury: [2, 1],
  tech: [3, 2],
  casual: [3, 4],
  bold: [2, 0],
  soft: [3, 5],
  corporate: [4, 3],
  fun: [2, 4],
};

/** Without a description: the brief's audience and sender, never "Acme, from the team at Acme". */
export function aboutFallback(w: Writer): string {
  if (w.facts.product !== w.facts.sender.organizationName)
    return w.line('aboutFallback', w.bank.frame.aboutFallback);
  return w.facts.audience ? w.line('aboutFallback', w.voice.audienceLines) : '';
}

function aboutSection(w: Writer, withAudience: boolean, said: readonly string[]): Section {
  const heading = w.lineExcept('aboutHeading', w.voice.aboutHeadings, said);
  const audience = withAudience ? w.line('audienceLine', w.voice.audienceLines) : '';
  const description = describe(
    w,
    'aboutLead',
    rotateHighlights(w.facts.highlights, ...FACTS_BY_MOOD[w.facts.mood]),
    'bullets',
    1200,
  );
  const fallback = aboutFallback(w);
  return {
    heading: fitLength(heading, 200),
    body: [description || fallback, audience].filter(Boolean).join('\n'),
  };
}

function pointsSection(w: Writer): Section | null {
  // The highlights already list what the description includes: the points are not listed twice.
  const points = w.facts.highlights.length > 0 ? [] : w.facts.points;
  if (points.length === 0) return null;
  return {
    heading: w.pick('pointsHeading', w.voice.pointsHeadings),
    body: points.map((point) => `• ${capitalize(asSentence(point))}`).join('\n'),
  };
}

/** The offer in the brief's words and how to take it; for a sale, the intent's own lines. */
function offerSection(w: Writer): Section {
  const heading =
    w.angle === 'offer' ? w.moodLines.offerHeading : w.line('offerHeading', w.intent.offerHeadings);
  return { heading, body: offerBody(w) };
}

export function composeEmail(facts: BriefFacts, seed: string): EmailContent {
  const w = createWriter(facts, seed);
  const subjects = w.voice.lively ? w.intent.subjects.lively : w.intent.subjects.calm;
  const emoji = w.voice.emoji.length > 0 ? `${w.pick('emoji', w.voice.emoji)} ` : '';
  const subject = w.line('subject', subjects);
  const preheader = w.line('preheader', w.intent.preheaders);
  // The inbox shows the subject; the opened email should not greet with the same words.
  const title = headline(w, [subject, preheader]);
  const points = pointsSection(w);
  const about = aboutSection(w, points !== null, [subject, title]);
  const rest: Section[] = [about];
  if (points) rest.push(points);
  else if (facts.audience && facts.highlights.length > 0 && EXPLAINING_MOODS.has(facts.mood)) {
    rest.push({
      heading: w.bank.frame.audienceHeading,
      body: w.line('audienceLine', w.voice.audienceLines),
    });
  }
  // The offer leads when there is one; otherwise the way to start closes the email.
  const offer = offerSection(w);
  const sections = w.angle === 'offer' ? [offer, ...rest] : [...rest, offer];
  const opener = w.pick('opener', w.voice.openers);
  const intro = OPENER_ONLY_MOODS.has(facts.mood)
    ? opener
    : [opener, w.line('intro', w.intent.intros)].join(' ');
  return {
    subject: fitLength(`${emoji}${subject}`, 150),
    preheader: fitLength(preheader, 200),
    headline: fitLength(title, 200),
    intro: fitLength(intro, 1200),
    sections: sections.filter((s) => s.heading && s.body),
    callToAction: { label: fitLength(buttonLabel(w), 60), url: '' },
    closing: fitLength(signOff(w), 600),
    legal: facts.legal,
  };
}
