import type { Mood } from '../../content/brief.ts';
import type { MoodLines } from './copy-types.ts';

/**
 * Each mood's own headline and button for what the email leads with, so thirteen moods read as
 * thirteen voices. A line whose slots the brief cannot fill gives way to the intent's own lines.
 */
export const MOOD_LINES_EN: Record<Mood, MoodLines> = {
  elegant: {
    offerHeading: 'Our invitation to you',
    headlines: {
      offer: ['{offer}, with our compliments'],
      product: ['An introduction to {product}'],
      event: ['You are warmly invited to {product}'],
      booking: ['Your {service}, at your convenience'],
      news: ['A note from {org}'],
    },
    ctas: {
      offer: 'Accept the offer',
      product: 'Discover more',
      event: 'Reserve your place',
      booking: 'Choose your time',
      news: 'Read the letter',
    },
  },
  modern: {
    offerHeading: 'The deal',
    headlines: {
      offer: ['{offer}. Now live.'],
      product: ['Meet {product}'],
      event: ['{product}, {date}'],
      booking: ['Book your {service} in minutes'],
      news: ["What's new at {org}"],
    },
    ctas: {
      offer: 'Get the deal',
      product: 'See how it works',
      event: 'Save my seat',
      booking: 'Book in minutes',
      news: 'Catch up',
    },
  },
  classic: {
    offerHeading: 'Our offer',
    headlines: {
      offer: ['Now available: {offer}'],
      product: ['Introducing {product}'],
      event: ['You are cordially invited to {product}'],
      booking: ['Book your {service} with us'],
      news: ['News from {org}'],
    },
    ctas: {
      offer: 'Take advantage of the offer',
      product: 'Learn more',
      event: 'Register now',
      booking: 'Make an appointment',
      news: 'Read more',
    },
  },
  minimal: {
    offerHeading: 'Offer',
    headlines: {
      offer: ['{offer}'],
      product: ['{product}'],
      event: ['{product}: {date}'],
      booking: ['{service}. Book now.'],
      news: ['{org}: this month'],
    },
    ctas: { offer: 'Claim offer', product: 'View', event: 'Register', booking: 'Book', news: 'Read' },
  },
  professional: {
    offerHeading: 'Your offer, in brief',
    headlines: {
      offer: ['Your offer: {offer}'],
      product: ['How {product} works for you'],
      event: ['{product}: join us on {date}'],
      booking: ['Schedule your {service}'],
      news: ['Updates from {org}'],
    },
    ctas: {
      offer: 'Redeem the offer',
      product: 'Find out more',
      event: 'Confirm my attendance',
      booking: 'Schedule now',
      news: 'Read the update',
    },
  },
  playful: {
    offerHeading: 'The fun part',
    headlines: {
      offer: ['Psst… {offer}!'],
      product: ['Say hi to {product}!'],
      event: ["Guess who's invited to {product}? You!"],
      booking: ['Your {service} is calling!'],
      news: ['Fresh from {org}!'],
    },
    ctas: {
      offer: 'Yes, I want it!',
      product: 'Take a peek',
      event: "I'm in!",
      booking: 'Grab a slot',
      news: 'Show me more',
    },
  },
  luxury: {
    offerHeading: 'Your privilege',
    headlines: {
      offer: ['Reserved for you: {offer}'],
      product: ['An invitation to {product}'],
      event: ['Your private invitation to {product}'],
      booking: ['Your {service}, reserved for you'],
      news: ['The latest from {org}, for you'],
    },
    ctas: {
      offer: 'Claim your privilege',
      product: 'Discover the experience',
      event: 'Accept the invitation',
      booking: 'Reserve your appointment',
      news: 'Discover the news',
    },
  },
  tech: {
    offerHeading: 'How to get it',
    headlines: {
      offer: ['Now live: {offer}'],
      product: ['{product}: how it works'],
      event: ['{product} — {date}'],
      booking: ['Book your {service} online'],
      news: ['{org}: this month in updates'],
    },
    ctas: {
      offer: 'Activate the offer',
      product: 'See it in action',
      event: 'Save my spot',
      booking: 'Book online',
      news: 'View updates',
    },
  },
  casual: {
    offerHeading: 'The deal, basically',
    headlines: {
      offer: ['Hey, {offer}!'],
      product: ['So, about {product}…'],
      event: ['Come hang out at {product}!'],
      booking: ['Time for your {service}?'],
      news: ["Here's what's up at {org}"],
    },
    ctas: {
      offer: 'Count me in',
      product: 'Check it out',
      event: 'Save me a spot',
      booking: 'Pick a time',
      news: "What's new?",
    },
  },
  bold: {
    offerHeading: 'Take it',
    headlines: {
      offer: ['{offer}. Today.'],
      product: ['Stop waiting. Meet {product}.'],
      event: ['Be there: {product}, {date}'],
      booking: ['Book your {service}. Now.'],
      news: ['Big news from {org}'],
    },
    ctas: {
      offer: 'Grab it now',
      product: 'Get started now',
      event: 'Claim your seat',
      booking: 'Book it now',
      news: 'Read it now',
    },
  },
  soft: {
    offerHeading: 'A little something for you',
    headlines: {
      offer: ['A little gift for you: {offer}'],
      product: ['Take a moment with {product}'],
      event: ["We'd love to see you at {product}"],
      booking: ['Make time for your {service}'],
      news: ['A gentle note from {org}'],
    },
    ctas: {
      offer: 'Treat yourself',
      product: 'Take a look',
      event: 'Save me a place',
      booking: 'Find a time',
      news: 'Read at your pace',
    },
  },
  corporate: {
    offerHeading: 'Offer details',
    headlines: {
      offer: ['Offer available: {offer}'],
      product: ['Presenting {product}'],
      event: ['Invitation: {product}, {date}'],
      booking: ['Appointments available: {service}'],
      news: ['{org}: latest update'],
    },
    ctas: {
      offer: 'View the offer',
      product: 'Request information',
      event: 'Register attendance',
      booking: 'Request an appointment',
      news: 'View the update',
    },
  },
  fun: {
    offerHeading: 'Treat time!',
    headlines: {
      offer: ['{offer}? Yes, please!'],
      product: ['Get ready for {product}!'],
      event: ['Mark your calendar: {product}!'],
      booking: ["Let's get your {service} booked!"],
      news: ['Fun news from {org}!'],
    },
    ctas: {
      offer: 'Gimme the deal!',
      product: "Let's go!",
      event: 'Count me in!',
      booking: 'Book my spot!',
      news: 'Tell me more!',
    },
  },
};
