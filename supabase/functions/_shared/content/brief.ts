import { z } from 'zod';

/** SPEC.md §3: the moods a campaign or page is written and styled in. */
export const MOODS = [
  'elegant',
  'modern',
  'classic',
  'minimal',
  'professional',
  'playful',
  'luxury',
  'tech',
  'casual',
  'bold',
  'soft',
  'corporate',
  'fun',
] as const;
export type Mood = (typeof MOODS)[number];

/** SPEC.md §3: the landing page templates, each its own layout and kind of business. */
export const PAGE_TEMPLATES = [
  'avilon',
  'balay',
  'tasty',
  'lucy',
  'mobapp',
  'solid',
  'venus',
  'pixaai',
  'bistro',
  'brick',
  'celestial',
  'finance',
  'traveler',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');

/** Colour roles of SPEC.md §3. */
export const paletteSchema = z.object({
  /** Backgrounds. */
  primary: hexColor,
  /** Text and buttons. */
  secondary: hexColor,
  /** Accents. */
  tertiary: hexColor,
  /** Borders and lines. */
  quaternary: hexColor,
});
export type Palette = z.infer<typeof paletteSchema>;

/** Who sends: shown in the footer of every email and page (the postal address is the law's). */
export const senderSchema = z.object({
  organizationName: z.string().trim().min(1).max(200),
  postalAddress: z.string().trim().max(500).default(''),
  website: z.string().trim().max(500).default(''),
  logoUrl: z.string().url().nullable().default(null),
});
export type Sender = z.infer<typeof senderSchema>;

const text = (max: number) => z.string().trim().max(max);

/** Everything the wizard collects (SPEC.md §2) — the input of every generator. */
export const briefSchema = z.object({
  locale: z.enum(LOCALES).default('en'),
  name: text(200).min(1),
  productName: text(200).default(''),
  description: text(4000).default(''),
  goals: text(2000).default(''),
  objectives: text(2000).default(''),
  targetAudience: text(2000).default(''),
  branding: text(2000).default(''),
  legal: text(4000).default(''),
  industry: text(200).default(''),
  mood: z.enum(MOODS).default('professional'),
  palette: paletteSchema,
  sender: senderSchema,
});
export type Brief = z.infer<typeof briefSchema>;

/** Express creation: one prompt instead of the wizard's fields. */
export const expressBriefSchema = z.object({
  locale: z.enum(LOCALES).default('en'),
  name: text(200).min(1),
  prompt: text(4000).min(1),
  mood: z.enum(MOODS).optional(),
  palette: paletteSchema,
  sender: senderSchema,
});
export type ExpressBrief = z.infer<typeof expressBriefSchema>;

/** Either input of the generators. */
export type AnyBrief = Brief | ExpressBrief;
