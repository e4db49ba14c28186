import type { Palette } from '../../content/brief.ts';
import type { PageContext } from '../context.ts';
import type { SafeHtml } from '../html.ts';
import type { FontStack } from '../theme/font-stacks.ts';
import type { Surface, SurfaceInput } from '../theme/surface.ts';

export type Surfaces = Record<string, Surface>;

/** One of the 13 looks: its colours per surface, its type, its CSS and its markup. */
export interface TemplateDesign {
  /** Overrides the mood's fonts where the template's identity depends on them. */
  fonts?: { heading?: FontStack; body?: FontStack };
  /** Named backgrounds with their text; every template defines at least `page`. */
  surfaces(palette: Palette): Record<string, SurfaceInput>;
  css(ctx: PageContext, surfaces: Surfaces): string;
  body(ctx: PageContext, surfaces: Surfaces): SafeHtml;
}
