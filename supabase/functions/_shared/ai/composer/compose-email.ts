/** The offline composer's email: subject to sign-off, written from the brief in its mood. */

import type { EmailContent } from '../../content/email-content.ts';
import type { BriefFacts } from '../brief-facts.ts';
import { asSentence, capitalize, fitLength } from './text.ts';
import { createWriter, describe, shortProduct, signOff, type Writer } from './writer.ts';

type Section = EmailContent['sections'][number];

/** Calls to action name the product only when it is short enough for a button. */
function callToAction(w: Writer): string {
  const short = shortProduct(w);
  return fitLength(w.line('cta', w.intent.ctas, short), 60);
}

/** Without a description: the brief's audience and sender, never "Acme, from the team at Acme". */
export function aboutFallback(w: Writer): string {
  if (w.facts.product !== w.values.org) return w.line('aboutFallback', w.bank.frame.aboutFallback);
  return w.facts.audience ? w.line('aboutFallback', w.voice.audienceLines) : '';
}

function aboutSection(w: Writer, withAudience: boolean, said: readonly string[]): Section {
  const heading = w.lineExcept('aboutHeading', w.voice.aboutHeadings, said);
  const audience = withAudience ? w.line('audienceLine', w.voice.audienceLines) : '';
  const description = describe(w, 'aboutLead', 3, 1200);
  const fallback = aboutFallback(w);
  return {
    heading: fitLength(heading, 200),
    body: [description || fallback, audience].filter(Boolean).join(' '),
  };
}

function pointsSection(w: Writer): Section | null {
  if (w.facts.points.length > 0) {
    return {
      heading: w.pick('pointsHeading', w.voice.pointsHeadings),
      body: w.facts.points.map((point) => `• ${capitalize(asSentence(point))}`).join('\n'),
    };
  }
  return null;
}

function offerSection(w: Writer): Section {
  const code = w.line('code', [w.bank.frame.codeSentence]);
  const body = [w.line('offerBody', w.intent.offerBodies), code].filter(Boolean).join(' ');
  return { heading: w.line('offerHeading', w.intent.offerHeadings), body };
}

export function composeEmail(facts: BriefFacts, seed: string): EmailContent {
  const w = createWriter(facts, seed);
  const subjects = w.voice.lively ? w.intent.subjects.lively : w.intent.subjects.calm;
  const emoji = w.voice.emoji.length > 0 ? `${w.pick('emoji', w.voice.emoji)} ` : '';
  const headlines = w.voice.lively ? w.intent.headlines.lively : w.intent.headlines.calm;
  const subject = w.line('subject', subjects);
  const preheader = w.line('preheader', w.intent.preheaders);
  // The inbox shows the subject; the opened email should not greet with the same words.
  const headline = w.lineExcept('headline', headlines, [subject, preheader]);
  const points = pointsSection(w);
  const sections: Section[] = [aboutSection(w, points !== null, [subject, headline])];
  if (points) sections.push(points);
  else if (facts.audience && facts.description.length > 0) {
    sections.push({
      heading: w.bank.frame.audienceHeading,
      body: w.line('audienceLine', w.voice.audienceLines),
    });
  }
  sections.push(offerSection(w));
  const intro = [w.pick('opener', w.voice.openers), w.line('intro', w.intent.intros)].join(' ');
  return {
    subject: fitLength(`${emoji}${subject}`, 150),
    preheader: fitLength(preheader, 200),
    headline: fitLength(headline, 200),
    intro: fitLength(intro, 1200),
    sections: sections.filter((s) => s.heading && s.body),
    callToAction: { label: callToAction(w), url: '' },
    closing: fitLength(signOff(w), 600),
    legal: facts.legal,
  };
}
