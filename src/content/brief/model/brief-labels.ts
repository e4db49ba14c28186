import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Mood, PageTemplate } from '@shared/content/brief.ts';

/** SPEC §3's moods by name; ids are namespaced because "Bold" or "Soft" could mean other things. */
export const MOOD_LABELS: Record<Mood, MessageDescriptor> = {
  elegant: msg({ id: 'moods.elegant', message: 'Elegant' }),
  modern: msg({ id: 'moods.modern', message: 'Modern' }),
  classic: msg({ id: 'moods.classic', message: 'Classic' }),
  minimal: msg({ id: 'moods.minimal', message: 'Minimal' }),
  professional: msg({ id: 'moods.professional', message: 'Professional' }),
  playful: msg({ id: 'moods.playful', message: 'Playful' }),
  luxury: msg({ id: 'moods.luxury', message: 'Luxury' }),
  tech: msg({ id: 'moods.tech', message: 'Tech' }),
  casual: msg({ id: 'moods.casual', message: 'Casual' }),
  bold: msg({ id: 'moods.bold', message: 'Bold' }),
  soft: msg({ id: 'moods.soft', message: 'Soft' }),
  corporate: msg({ id: 'moods.corporate', message: 'Corporate' }),
  fun: msg({ id: 'moods.fun', message: 'Fun' }),
};

const TEMPLATE_NAMES: Partial<Record<PageTemplate, string>> = { mobapp: 'MobApp', pixaai: 'PixaAI' };

/** Templates are brand names (SPEC §3): the same in every language. */
export const templateName = (template: PageTemplate) =>
  TEMPLATE_NAMES[template] ?? template.charAt(0).toUpperCase() + template.slice(1);
