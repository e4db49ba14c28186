/** Briefs shared by the engine's tests and the bench: one product told in both languages. */

import {
  type Brief,
  briefSchema,
  type ExpressBrief,
  expressBriefSchema,
  type Locale,
  type Mood,
} from '../content/brief.ts';

export const SAMPLE_PALETTE = {
  primary: '#fdf6ec',
  secondary: '#3b2a1a',
  tertiary: '#d98e04',
  quaternary: '#e8d9c5',
};

export const SAMPLE_SENDER = {
  organizationName: 'Night Owl Coffee Co.',
  postalAddress: '12 Congress Ave, Austin, TX 78701',
  website: 'https://nightowl.example',
  logoUrl: null,
};

const COPY: Record<Locale, Omit<Brief, 'locale' | 'mood' | 'palette' | 'sender'>> = {
  en: {
    name: 'Night Owl launch',
    productName: 'Night Owl Cold Brew',
    description:
      'A smooth cold brew coffee steeped for 20 hours with organic beans from Colombia. Bottled fresh every morning in Austin.',
    goals: 'Launch the product and increase pre-orders by 30% in the first month',
    objectives: 'Highlight the 20-hour steeping; Showcase the three roast levels',
    targetAudience: 'Young professionals who love specialty coffee',
    branding: '',
    legal: 'Must be 21+ to order online.',
    industry: 'Food & beverage',
  },
  es: {
    name: 'Lanzamiento Night Owl',
    productName: 'Night Owl Cold Brew',
    description:
      'Un café cold brew suave, reposado durante 20 horas con granos orgánicos de Colombia. Embotellado fresco cada mañana en Austin.',
    goals: 'Lanzamiento del producto: aumentar las preventas un 30% el primer mes',
    objectives: 'Destacar el reposo de 20 horas; Mostrar los tres niveles de tueste',
    targetAudience: 'Jóvenes profesionales amantes del café de especialidad',
    branding: '',
    legal: 'Venta solo a mayores de 21 años.',
    industry: 'Alimentos y bebidas',
  },
};

export function sampleBrief(locale: Locale, mood: Mood, overrides: Partial<Brief> = {}): Brief {
  return briefSchema.parse({
    ...COPY[locale],
    locale,
    mood,
    palette: SAMPLE_PALETTE,
    sender: SAMPLE_SENDER,
    ...overrides,
  });
}

export function sampleExpress(locale: Locale, prompt: string, mood?: Mood): ExpressBrief {
  return expressBriefSchema.parse({
    locale,
    name: 'Express',
    prompt,
    mood,
    palette: SAMPLE_PALETTE,
    sender: SAMPLE_SENDER,
  });
}
