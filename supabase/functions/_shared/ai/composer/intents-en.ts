import type { Intent } from '../intents.ts';
import type { IntentCopy } from './copy-types.ts';

/** English copy per kind of campaign. Offers and dates appear only when the brief gives them. */
export const INTENTS_EN: Record<Intent, IntentCopy> = {
  launch: {
    subjects: {
      calm: ['Introducing {product}', '{product} is here', 'Meet {product}', 'Now available: {product}'],
      lively: ['{product} just landed!', "It's here: {product}!", 'Say hello to {product}!'],
    },
    headlines: {
      calm: ['Introducing {product}', 'Meet {product}', '{product} has arrived'],
      lively: ['{product} is finally here!', 'Say hello to {product}!'],
    },
    preheaders: [
      'A first look at {product}, made for {audience}.',
      'Discover what {product} can do for you.',
      'Everything you need to know about {product}.',
    ],
    intros: [
      "Today we're introducing {product}.",
      "{product} is now available, and we couldn't wait to tell you.",
    ],
    ctas: ['Discover {product}', "See what's new", 'Explore {product}'],
    offerHeadings: ['Be among the first', 'Get started today'],
    offerBodies: [
      'To celebrate the launch, enjoy {discount} off until {deadline}.',
      'To celebrate the launch, enjoy {discount} off.',
      'Be among the first to try {product}. Getting started takes just a moment.',
    ],
    eyebrows: ['New', 'Just launched', 'Now available'],
    leadFormHeadings: ['Be the first to know', 'Get early access'],
    startAnswers: ['Use the form on this page to be among the first to get {product}.'],
  },
  sale: {
    subjects: {
      calm: [
        '{discount} off {target}',
        'Save {discount} on {target}',
        '{discount} off at {shop}',
        'Save {discount} at {shop}',
        'A special offer on {target}',
        'A special offer from {org}',
      ],
      lively: [
        "{discount} off {target} — don't miss it!",
        'Grab {discount} off {target}!',
        "{discount} off at {shop} — today's the day!",
        'A special offer, just for you!',
      ],
    },
    headlines: {
      calm: [
        '{discount} off {target}',
        '{discount} off at {shop}',
        'A special offer on {target}',
        'A special offer for you',
      ],
      lively: [
        'Save {discount} on {target}!',
        'Save {discount} at {shop}!',
        'Treat yourself: a special offer!',
      ],
    },
    preheaders: [
      '{discount} off {target} until {deadline}.',
      'Save {discount} at {shop} until {deadline}.',
      '{discount} off {target}. Details inside.',
      'Save {discount} at {shop}. Details inside.',
      'A special offer from {org}. Details inside.',
    ],
    intros: [
      'Right now you can save {discount} on {target}.',
      'Right now, everything you need comes with {discount} off at {shop}.',
      "We've prepared a special offer on {target}, and we'd love for you to make the most of it.",
      "We've prepared a special offer, and we'd love for you to make the most of it.",
    ],
    ctas: ['Claim my {discount} off', 'Shop the offer', 'Get the offer'],
    offerHeadings: ['Your offer', 'How to save'],
    offerBodies: [
      'Take {discount} off {target} until {deadline}.',
      'The offer on {target} runs until {deadline}.',
      'Take {discount} off {target} — simply follow the link below.',
      'Save {discount} at {shop} until {deadline}.',
      'See the current offer and how to claim it. It only takes a moment.',
    ],
    eyebrows: ['Special offer', 'Offer'],
    leadFormHeadings: ['Claim your offer', 'Reserve your offer'],
    startAnswers: ['Use the button on this page to claim the offer.'],
  },
  booking: {
    subjects: {
      calm: [
        'Book your {service}',
        'Time for your {service}?',
        'Book your {service} in two minutes',
        'Book your next visit to {org}',
        'Your next appointment at {org}',
      ],
      lively: ['Time for your {service}!', 'Your {service} is one click away!', 'Book your spot at {org}!'],
    },
    headlines: {
      calm: ['Book your {service}', 'Pick a time that suits you', 'Your {service}, on your schedule'],
      lively: ['Book your {service} today!', 'Grab a slot that suits you!'],
    },
    preheaders: [
      '{discount} off your {service} until {deadline}.',
      'Pick a time that suits you — booking takes two minutes.',
      'Choose a slot and we take care of the rest.',
    ],
    intros: [
      'Your {service} is only a couple of clicks away: pick a time that suits you and we take care of the rest.',
      'Booking your {service} is quick — choose a slot that suits you.',
      "Booking is quick: choose a time that suits you and we'll take it from there.",
    ],
    ctas: ['Book your {service}', 'Book now', 'Pick a time'],
    offerHeadings: ['How to book', 'Book in a few clicks', 'Pick your slot'],
    offerBodies: [
      'Book before {deadline} to get {discount} off your {service}.',
      'Book before {deadline} — slots fill up fast.',
      'Choose a time that suits you with the button below; it takes a couple of minutes.',
    ],
    eyebrows: ['Book now', 'Appointments'],
    leadFormHeadings: ['Book your {service}', 'Request your slot', 'Book a time'],
    startAnswers: [
      'Pick a time and leave your details with the form on this page; we will confirm your booking.',
    ],
  },
  event: {
    subjects: {
      calm: [
        "You're invited: {product}",
        'Join us for {product}',
        'Save your seat for {product}',
        '{product}: save the date',
        'An invitation: {product}',
        'Your seat at {product}',
      ],
      lively: [
        "You're invited to {product}!",
        'Join us at {product}!',
        'Come to {product}!',
        "Don't miss {product}!",
      ],
    },
    headlines: {
      calm: ["You're invited to {product}", 'Join us for {product}'],
      lively: ['Come join us at {product}!'],
    },
    preheaders: [
      'Join us on {date}. Save your seat today.',
      '{date}. Register today.',
      'Register in a minute and get every detail.',
      'Save your seat — it only takes a minute.',
    ],
    intros: [
      "Save {date} in your calendar: we'd love for you to join us for {product}.",
      'Mark {date}: {product} is coming up, and we want you there.',
      'On {date} we open the doors of {product}, and we would love to see you.',
      "We'd love for you to join us for {product}.",
    ],
    ctas: ['Save my seat', 'Register now', 'Reserve my spot'],
    offerHeadings: ['Save the date', 'How to join'],
    // The ones with the date first (the richest line wins): a mood whose introduction is only its
    // opener says when nowhere else in the body.
    offerBodies: [
      "It takes place on {date}. Registering takes less than a minute, and we'll send you the details.",
      'We look forward to seeing you on {date}. Register with the button below; the details reach your inbox.',
      'The date: {date}. One click to register, and we send you everything you need to know.',
      "Registering takes less than a minute, and we'll send you the details.",
      'Register with the button below; the details reach your inbox.',
      'One click to register, and we send you everything you need to know.',
    ],
    eyebrows: ["You're invited", 'Event'],
    leadFormHeadings: ['Save your seat', 'Register now'],
    startAnswers: ['Register with the form on this page — it takes less than a minute.'],
  },
  newsletter: {
    subjects: {
      calm: ['News from {org}', 'This month at {org}', 'The latest from {org}'],
      lively: ['Fresh news from {org}!', "What's new at {org}?"],
    },
    headlines: {
      calm: ['The latest from {org}', "What's new this month"],
      lively: ["Here's what's new!"],
    },
    preheaders: [
      "Updates, ideas and what's next for {product}.",
      'The latest on {product}, in one short read.',
    ],
    intros: [
      "Here's our latest round-up, with news about {product}.",
      'Welcome to this edition of our newsletter.',
    ],
    ctas: ['Read more', 'See all the news', 'Keep reading'],
    offerHeadings: ['Stay in the loop', 'Keep reading'],
    offerBodies: ["There's more on our website, including everything about {product}."],
    eyebrows: ['Newsletter', 'Latest news'],
    leadFormHeadings: ['Subscribe to our newsletter', 'Stay in the loop'],
    startAnswers: ['Subscribe with the form on this page and the next edition will reach your inbox.'],
  },
  leadGeneration: {
    subjects: {
      calm: ["Let's talk about {product}", 'See how {product} can help you', 'Is {product} right for you?'],
      lively: ["Curious about {product}? Let's talk!", 'Your next step with {product}'],
    },
    headlines: {
      calm: ['See what {product} can do for you', "Let's find out if {product} is right for you"],
      lively: ['See what {product} can do'],
    },
    preheaders: ["Leave your details and we'll be in touch.", 'Find out how {product} fits your needs.'],
    intros: [
      "We'd love to show you how {product} can help.",
      "If you've been looking for a better way, {product} may be exactly what you need.",
    ],
    ctas: ['Get in touch', 'Request information', "Let's talk"],
    offerHeadings: ['How to get started', 'Next steps'],
    offerBodies: ['Leave your details and the {org} team will get in touch to answer your questions.'],
    eyebrows: ['Get in touch', 'Learn more'],
    leadFormHeadings: ["Let's talk", 'Request information'],
    startAnswers: ['Fill in the form on this page and the {org} team will get in touch with you.'],
  },
  reengagement: {
    subjects: {
      calm: ["It's been a while", "We've missed you at {org}", 'Take another look at {product}'],
      lively: ['We miss you! Come say hi', 'Long time no see!'],
    },
    headlines: {
      calm: ["It's been a while", 'Welcome back to {product}'],
      lively: ["We've missed you!"],
    },
    preheaders: ["Here's a good reason to come back.", 'Take a fresh look at {product}.'],
    intros: [
      "It's been a while since we last saw you, and we wanted to say hello.",
      "It's been some time since we heard from you — we'd love to have you back.",
    ],
    ctas: ['Come back', 'Take another look', 'Return to {product}'],
    offerHeadings: ['A reason to return', 'Pick up where you left off'],
    offerBodies: [
      'To welcome you back, enjoy {discount} off {target}.',
      'To welcome you back, enjoy {discount} off at {shop}.',
      'Pick up right where you left off — {product} is ready when you are.',
    ],
    eyebrows: ['Welcome back'],
    leadFormHeadings: ['Stay in touch', 'Welcome back'],
    startAnswers: ['Use the form on this page and we will help you pick up where you left off.'],
  },
  onboarding: {
    subjects: {
      calm: ['Welcome to {product}', "Welcome aboard — let's get started", 'Your first steps with {product}'],
      lively: ["Welcome to {product}! Let's go!", "You're in! Welcome to {product}"],
    },
    headlines: {
      calm: ['Welcome to {product}', "Let's get you started"],
      lively: ['Welcome aboard!'],
    },
    preheaders: ['Everything you need to get started with {product}.', 'A quick guide to your first steps.'],
    intros: [
      "We're so glad you're here. Here's how to make the most of {product}.",
      'Welcome! This short guide will help you get started with {product}.',
    ],
    ctas: ['Get started', 'Take the first step', 'Start now'],
    offerHeadings: ['Your first steps', 'Getting started'],
    offerBodies: [
      'Start by exploring {product} at your own pace. If you get stuck, just reply to this email.',
    ],
    eyebrows: ['Welcome'],
    leadFormHeadings: ['Get started', 'Start here'],
    startAnswers: ['Start with the button on this page and explore {product} at your own pace.'],
  },
  awareness: {
    subjects: {
      calm: ['Discover {product}', 'Have you met {product}?', 'A closer look at {product}'],
      lively: ["You'll want to see {product}!", 'Meet {product}!'],
    },
    headlines: {
      calm: ['Discover {product}', 'Get to know {product}'],
      lively: ['Meet {product}!'],
    },
    preheaders: [
      "What {product} is, who it's for, and why it matters.",
      'Learn more about {product} from {org}.',
    ],
    intros: ["We'd love to introduce you to {product}.", "Here's a closer look at {product} from {org}."],
    ctas: ['Learn more', 'Discover {product}', 'See how it works'],
    offerHeadings: ['Learn more', 'Take the next step'],
    offerBodies: ['Find out everything about {product} — it takes just a minute.'],
    eyebrows: ['Discover', 'Introducing'],
    leadFormHeadings: ['Get in touch', 'Want to know more?'],
    startAnswers: ["Leave your details in the form on this page and we'll take it from there."],
  },
};
