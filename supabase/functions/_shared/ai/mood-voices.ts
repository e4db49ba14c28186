/** The voice of each mood, as a model is told it: 13 moods, 13 ways of talking, never one tone. */

import type { Mood } from '../content/brief.ts';

export const MOOD_VOICES: Record<Mood, string> = {
  elegant:
    'Refined and unhurried: graceful, measured sentences, precise adjectives used sparingly, no exclamation marks, no slang; invite rather than push.',
  modern:
    'Fresh and direct: short, clean sentences in the present tense, confident verbs, one idea per line, no clichés or corporate filler.',
  classic:
    'Warm and timeless: complete, well-built sentences, a courteous tone with a sense of tradition and craft, familiar words over trendy ones.',
  minimal:
    'Spare: as few words as carry the meaning, short fragments welcome, no adjectives that do not earn their place, no exclamation marks, calm white space.',
  professional:
    'Clear and credible: plain business language, concrete benefits and next steps, polite and efficient, no hype and no jokes.',
  playful:
    'Light and witty: a friendly wink, a pun or a surprising turn of phrase, rhythm that varies, at most one exclamation mark per section.',
  luxury:
    'Exclusive and sensory: rich, evocative detail about material, craft and experience, a sense of rarity and privilege, quiet confidence, never discount-shouting.',
  tech: 'Precise and capable: name what it does and how, concrete capabilities and workflow, crisp verbs, technical terms the audience uses, no vague superlatives.',
  casual:
    'Relaxed and conversational: talk like a friend across the counter, contractions, everyday words, short paragraphs, easygoing calls to action.',
  bold: 'Punchy and urgent: short imperative lines, strong verbs, high contrast between problem and payoff, decisive calls to action; confident, never rude.',
  soft: 'Gentle and reassuring: caring, patient words, an emphasis on comfort, calm and wellbeing, no pressure, soft calls to action.',
  corporate:
    'Formal and institutional: third person for the organisation, structured statements, emphasis on reliability, compliance and results, a measured call to action.',
  fun: 'Energetic and joyful: exclamation marks allowed, vivid verbs, playful questions, celebration and excitement, a call to action that feels like joining a party.',
};
