/**
 * The business a demo prompt is about: "Sweet Crumb bakery: sourdough and pastries, 15% off…" is
 * Sweet Crumb. The demo signs its email and page with that name rather than "Your company".
 */

/** The kind of business after a name ("Sweet Crumb bakery"), left out of the name itself. */
const KIND_AFTER =
  /\s+(?:bakery|caf[eé]|coffee shop|studio|shop|store|boutique|salon|gym|restaurant|bistro|bar|agency|clinic|firm|co\.?|inc\.?|llc)$/i;

/** "Sweet Crumb bakery: …", "Panadería La Espiga — …", "Sweet Crumb, sourdough…": the name first. */
export function demoBusinessName(prompt: string): string {
  const head = /^\s*([^:—–,.!?\n]{2,60}?)\s*(?::|—|–|,)\s*\S/.exec(prompt)?.[1] ?? '';
  const words = head.split(/\s+/);
  // A name is a few words, capitalised; "Write a launch email" or "Mother's Day email" is not one.
  if (words.length > 5 || !/^[A-ZÁÉÍÓÚÑ0-9]/.test(head)) return '';
  if (
    /\b(?:e-?mail|newsletter|campaign|campaña|correo|boletín|p[aá]gina|page|promo|sale|oferta)\b/i.test(head)
  )
    return '';
  if (
    /^(?:write|create|make|send|promote|announce|launch|crea|escribe|haz|env[ií]a|promociona|anuncia|lanza)\b/i.test(
      head,
    )
  )
    return '';
  return head.replace(KIND_AFTER, '').trim();
}
