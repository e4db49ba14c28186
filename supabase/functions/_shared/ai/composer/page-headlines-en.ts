import type { PageTemplate } from '../../content/brief.ts';
import type { PageHeadlines } from './copy-types.ts';

/**
 * Each template's hero headline, said the way its page type leads: a menu tempts, a list of
 * services pampers, an itinerary sets off, an app is a tap away, pricing is plain. The first
 * line the brief can fill wins, so a line with the date or the service comes before its fallback.
 * A date with its time makes a headline of five lines: only a trip says its departure there; the
 * others leave the date to the introduction below. MobApp's lines claim no app of the business's
 * own: the page may be for a business without one.
 */
export const PAGE_HEADLINES_EN: Record<PageTemplate, PageHeadlines> = {
  avilon: {
    offer: ['{offer}: how it works'],
    product: ['{product}: what it does for you'],
    event: ['{product}: agenda and sign-up'],
    booking: ['Schedule your {service} with our team', 'Schedule time with the {org} team'],
  },
  balay: {
    offer: ['{offer}, close to home'],
    product: ['{product}, for everyday life'],
    event: ['See you at {product}'],
    booking: ['Book your {service} on a day that suits you', 'Book {org} on a day that suits you'],
  },
  tasty: {
    offer: ['Worth the craving: {offer}'],
    product: ['Come hungry: {product}'],
    event: ['A seat at the table for {product}'],
    booking: ['Save your table at {org}'],
  },
  bistro: {
    offer: ["{offer}, from the chef's table"],
    product: ['On the table at {org}: {product}'],
    event: ['An evening at {org}: {product}'],
    booking: ['Your table at {org} is waiting'],
  },
  lucy: {
    offer: ['Your moment: {offer}'],
    product: ['{product}, to look and feel your best'],
    event: ['See {product} up close'],
    booking: ['Book your {service} and treat yourself', 'Book an appointment and treat yourself'],
  },
  venus: {
    offer: ['Take a deep breath: {offer}'],
    product: ['{product}, at your own pace'],
    event: ['Make time for yourself at {product}'],
    booking: ['Make room for your {service}', 'Make room for yourself at {org}'],
  },
  mobapp: {
    offer: ['{offer}, one tap away'],
    product: ['{product}, always at hand'],
    event: ['{product}: join in from your phone'],
    booking: ['Book your {service} from your phone', 'Book {org} from your phone'],
  },
  solid: {
    offer: ['{offer}, clear from the start'],
    product: ['{product}: how it works and how to start'],
    event: ['Sign up for {product}'],
    booking: ['Schedule your {service} in a few steps', 'Schedule with {org} in a few steps'],
  },
  pixaai: {
    offer: ['{offer}: start whenever you like'],
    product: ['See {product} in action'],
    event: ['Put {product} on your calendar'],
    booking: ['Set up your {service} when it suits you', 'Set up a time with {org}'],
  },
  brick: {
    offer: ['{offer}, one form away'],
    product: ['{product}: tell us what you need'],
    event: ['Reserve your place at {product}'],
    booking: ['Request your {service} today', 'Request an appointment with {org}'],
  },
  celestial: {
    offer: ['{offer}: your invitation is here'],
    product: ['Step into the world of {product}'],
    event: ['Be there: {product}'],
    booking: ['Save the date for your {service}', 'Save the date with {org}'],
  },
  finance: {
    offer: ['{offer}, terms in plain sight'],
    product: ['{product}, with the numbers made clear'],
    event: ['{product}: what you will take away'],
    booking: ['Book your {service} with confidence', 'Book an appointment with confidence'],
  },
  traveler: {
    offer: ['Pack your bags: {offer}'],
    product: ['{product}, from start to finish'],
    event: ['Mark the departure: {product}, {date}', 'Mark {product} on your calendar'],
    booking: ['Reserve your {service} for the dates you want', 'Reserve with {org} for the dates you want'],
  },
};
