/**
 * The intro split around the first button: its opening before it, the rest after, so a long
 * intro never pushes the button off a phone's first screen. Short intros stay whole.
 */

/** About three lines of a phone's intro text. */
const LEAD_CHARACTERS = 160;

export function splitLead(intro: string): { lead: string; rest: string } {
  const text = intro.trim();
  if (text.length <= LEAD_CHARACTERS) return { lead: text, rest: '' };
  const paragraphs = text.split(/\n\s*\n/);
  const first = paragraphs[0] ?? '';
  if (first.length <= LEAD_CHARACTERS || /^\s*[•\-*]\s/m.test(first)) {
    return { lead: first.trim(), rest: paragraphs.slice(1).join('\n\n').trim() };
  }
  // Whole sentences up to the limit, and always at least the first one. A sentence ends where the
  // next one starts with a capital: "at 10 a.m. we open the doors" is one sentence.
  const sentences = first.split(/(?<=[.!?…]["»”’)]*\s+)(?=[\p{Lu}¿¡"“«(])/u);
  let lead = '';
  for (const sentence of sentences) {
    if (lead && (lead + sentence).trim().length > LEAD_CHARACTERS) break;
    lead += sentence;
  }
  const rest = [first.slice(lead.length), ...paragraphs.slice(1)].filter((p) => p.trim()).join('\n\n');
  return { lead: lead.trim(), rest: rest.trim() };
}
