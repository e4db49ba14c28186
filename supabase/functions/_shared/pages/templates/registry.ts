import type { PageTemplate } from '../../content/brief.ts';
import { avilon } from './avilon.ts';
import { balay } from './balay.ts';
import { bistro } from './bistro.ts';
import { brick } from './brick.ts';
import { celestial } from './celestial.ts';
import { finance } from './finance.ts';
import { lucy } from './lucy.ts';
import { mobapp } from './mobapp.ts';
import { pixaai } from './pixaai.ts';
import { solid } from './solid.ts';
import { tasty } from './tasty.ts';
import type { TemplateDesign } from './template.ts';
import { traveler } from './traveler.ts';
import { venus } from './venus.ts';

/** SPEC.md's thirteen templates, each its own layout, type and art. */
export const TEMPLATES: Record<PageTemplate, TemplateDesign> = {
  avilon,
  balay,
  tasty,
  lucy,
  mobapp,
  solid,
  venus,
  pixaai,
  bistro,
  brick,
  celestial,
  finance,
  traveler,
};
