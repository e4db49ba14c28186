/**
 * The seeded Bluebird Bikes briefs (supabase/seed.sql), as generate-campaign builds them: the
 * review that found the composer's defects generated exactly these.
 */

import {
  type Brief,
  briefSchema,
  type ExpressBrief,
  expressBriefSchema,
  type Locale,
  type Mood,
} from '../../content/brief.ts';

export const BLUEBIRD_PALETTE = {
  primary: '#eef5fb',
  secondary: '#12355b',
  tertiary: '#2a9df4',
  quaternary: '#b8cde0',
};

export const BLUEBIRD_SENDER = {
  organizationName: 'Bluebird Bikes',
  postalAddress: '500 Congress Avenue, Suite 210, Austin, TX 78701, United States',
  website: 'https://bluebirdbikes.example',
  logoUrl: null,
};

/** Email campaign "Spring tune-up week". */
export function tuneUpEmailBrief(locale: Locale = 'en', mood: Mood = 'playful'): Brief {
  return briefSchema.parse({
    locale,
    name: 'Spring tune-up week',
    productName: 'Spring tune-up',
    description:
      'A full tune-up while you wait: brakes adjusted, gears indexed, chain cleaned and lubed, tyres checked. Booked online in two minutes, done in under an hour.',
    goals: 'Fill the workshop calendar for the first two weeks of April.',
    objectives: 'Book 120 tune-ups; bring back riders who have not visited since last autumn.',
    branding: 'Friendly neighbourhood shop: plain words, no jargon, a bike-bell blue.',
    targetAudience:
      'Commuters and weekend riders within ten miles of the shop who bought a bike or a service from us before.\n\nAdults 25-55, mostly commuters; many ride year-round.',
    legal: 'Offer valid April 1-14 at the South Lamar shop. Parts not included. One tune-up per bike.',
    mood,
    palette: BLUEBIRD_PALETTE,
    sender: BLUEBIRD_SENDER,
  });
}

/** Landing page "Book a tune-up". */
export function tuneUpPageBrief(locale: Locale = 'en', mood: Mood = 'modern'): Brief {
  return briefSchema.parse({
    locale,
    name: 'Book a tune-up',
    productName: 'Workshop booking',
    description:
      'A landing page where riders pick a tune-up slot and leave their contact details; the shop calls back to confirm.',
    goals: "Collect tune-up bookings from the spring email and from the shop's social posts.",
    objectives: 'Get 60 bookings through the page in April.',
    branding: 'Same palette as the shop sign; photos of the workshop, no stock images.',
    targetAudience: 'Riders in south Austin who want their bike ready for spring.',
    legal: 'Bookings are confirmed by phone. We never share your details.',
    mood,
    palette: BLUEBIRD_PALETTE,
    sender: BLUEBIRD_SENDER,
  });
}

/** The express prompt the review used for the same shop. */
export function helmetsExpress(locale: Locale = 'en', mood: Mood = 'playful', prompt?: string): ExpressBrief {
  return expressBriefSchema.parse({
    locale,
    name: 'Spring safety sale',
    prompt:
      prompt ??
      'Spring sale email for Bluebird Bikes: 25% off helmets and lights until April 14, for riders who commute after dark.',
    mood,
    palette: BLUEBIRD_PALETTE,
    sender: BLUEBIRD_SENDER,
  });
}
