/**
 * Writes the offline composer's copy for a spread of briefs to screenshots/composer/*.txt, for a
 * person to read: `DENO_NO_PACKAGE_JSON=1 npx deno run --allow-all supabase/functions/_shared/ai/testing/sample-copy.ts`.
 */

import type { Mood, PageTemplate } from '../../content/brief.ts';
import { readBrief } from '../brief-facts.ts';
import { composeEmail } from '../composer/compose-email.ts';
import { composePage } from '../composer/compose-page.ts';
import { briefSeed } from '../offline-provider.ts';
import type { AnyBrief } from '../provider.ts';
import { sampleBrief, sampleExpress } from '../test-briefs.ts';
import { helmetsExpress, tuneUpEmailBrief, tuneUpPageBrief } from './seed-briefs.ts';

export function emailText(brief: AnyBrief): string {
  const facts = readBrief(brief);
  const e = composeEmail(facts, briefSeed(brief));
  return [
    `[intent ${facts.intent} · ${brief.locale} · ${brief.mood ?? 'professional'}]`,
    `Subject: ${e.subject}`,
    `Preheader: ${e.preheader}`,
    `# ${e.headline}`,
    e.intro,
    ...e.sections.map((s) => `## ${s.heading}\n${s.body}`),
    `[${e.callToAction.label}]`,
    e.closing,
    `---\n${e.legal}`,
  ].join('\n\n');
}

export function pageText(brief: AnyBrief, template: PageTemplate = 'solid'): string {
  const facts = readBrief(brief);
  const doc = composePage(facts, template, briefSeed(brief));
  const out = [`[intent ${facts.intent} · ${brief.locale} · ${brief.mood ?? 'professional'}]`];
  out.push(`SEO: ${doc.seo.title} — ${doc.seo.description}`);
  for (const s of doc.sections) out.push(`== ${s.type}\n${JSON.stringify(s, null, 1)}`);
  return out.join('\n\n');
}

const moods: Mood[] = ['playful', 'corporate', 'elegant', 'minimal', 'fun', 'bold'];
const samples: Record<string, string> = {
  'tuneup-email-en-playful': emailText(tuneUpEmailBrief('en', 'playful')),
  'tuneup-email-es-playful': emailText(tuneUpEmailBrief('es', 'playful')),
  'tuneup-email-en-corporate': emailText(tuneUpEmailBrief('en', 'corporate')),
  'tuneup-page-en-modern': pageText(tuneUpPageBrief('en', 'modern')),
  'tuneup-page-es-modern': pageText(tuneUpPageBrief('es', 'modern')),
  'helmets-express-en-playful': emailText(helmetsExpress('en', 'playful')),
  'helmets-express-es-fun': emailText(helmetsExpress('es', 'fun')),
  'coldbrew-en-elegant': emailText(sampleBrief('en', 'elegant')),
  'coldbrew-es-soft': emailText(sampleBrief('es', 'soft')),
  'coldbrew-page-es-luxury': pageText(sampleBrief('es', 'luxury'), 'bistro'),
  'webinar-en-tech': emailText(
    sampleExpress(
      'en',
      'Invite marketers to our free webinar "Inbox zero" on Thursday, May 8 at 3 pm',
      'tech',
    ),
  ),
  'taller-es-soft': emailText(
    sampleExpress(
      'es',
      'Crea una campaña para invitar a nuestro taller de cerámica "Manos al barro" dirigido a principiantes, el sábado 14 de marzo a las 10.',
      'soft',
    ),
  ),
  'newsletter-en-casual': emailText(
    sampleExpress(
      'en',
      'Monthly newsletter for our yoga studio members: new evening classes and a meditation workshop',
      'casual',
    ),
  ),
  'winback-es-minimal': emailText(
    sampleExpress(
      'es',
      'Queremos recuperar a los clientes inactivos de nuestra tienda de bicicletas con un 15% de descuento hasta el viernes',
      'minimal',
    ),
  ),
  'cita-es-classic': emailText(
    sampleExpress(
      'es',
      'Agenda tu cita en nuestra clínica dental Sonrisa Clara: limpieza y revisión en 30 minutos',
      'classic',
    ),
  ),
};
for (const mood of moods) samples[`coldbrew-en-${mood}`] ??= emailText(sampleBrief('en', mood));

const dir = new URL('../../../../../screenshots/composer/', import.meta.url);
Deno.mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(samples))
  Deno.writeTextFileSync(new URL(`${name}.txt`, dir), `${text}\n`);
Deno.stdout.writeSync(
  new TextEncoder().encode(`wrote ${Object.keys(samples).length} samples to ${dir.pathname}\n`),
);
