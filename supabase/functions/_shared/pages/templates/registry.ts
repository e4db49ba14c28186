import type { PageTemplate } from '../../content/brief.ts';
import { avilon } from './avilon.ts';
import type { TemplateDesign } from './template.ts';

export const TEMPLATES: Record<PageTemplate, TemplateDesign> = {
  avilon,
  balay: avilon,
  tasty: avilon,
  lucy: avilon,
  mobapp: avilon,
  solid: avilon,
  venus: avilon,
  pixaai: avilon,
  bistro: avilon,
  brick: avilon,
  celestial: avilon,
  finance: avilon,
  traveler: avilon,
};
