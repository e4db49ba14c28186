import assert from 'node:assert/strict';
import {
  copiedBriefSentences,
  distinctCount,
  factErrors,
  pairwiseOverlap,
  placeholderErrors,
  readerTexts,
  repeatedSentences,
  spanishArticleErrors,
  textFigures,
  visibleTextOfHtml,
} from './quality-metrics.ts';

const DESCRIPTION =
  'A Brunch Box for two delivered on Sunday morning: a sourdough loaf, four butter croissants and two conchas. Baked the same morning.';

Deno.test('a brief sentence of more than eight words pasted into the copy is found, whatever its case and spacing', () => {
  const sentences = [
    'A Brunch Box for two delivered on Sunday morning: a sourdough loaf, four butter croissants and two conchas.',
    'Baked the same morning.',
  ];
  const pasted = [
    'Treat Mom',
    'Here is the box.  a brunch box for two delivered on sunday morning: a sourdough loaf, four butter croissants and two conchas!',
  ];
  assert.deepEqual(copiedBriefSentences(sentences, pasted), [sentences[0]]);
  // Eight words or fewer, or rewritten: not a copy.
  const written = [
    'Baked the same morning.',
    'Sourdough, croissants and conchas for two, at your door on Sunday.',
  ];
  assert.deepEqual(copiedBriefSentences(sentences, written), []);
  assert.ok(DESCRIPTION.includes(sentences[1]));
});

Deno.test('a sentence said twice in one document is a repeat; short headings and labels are not', () => {
  const body = [
    'Everything is baked the same morning in our kitchen.',
    'What is inside',
    'Fresh bread for two. Everything is baked the same morning in our kitchen!',
    'What is inside',
  ];
  assert.deepEqual(repeatedSentences(body), [
    { sentence: 'Everything is baked the same morning in our kitchen.', times: 2 },
  ]);
  assert.deepEqual(repeatedSentences(['Order now and save.', 'Order now and enjoy.']), []);
});

Deno.test('word overlap: the same email in two moods is 1, emails sharing no word are 0', () => {
  const same = pairwiseOverlap(['Save 15% on the Brunch Box', 'save 15% on the brunch box']);
  assert.equal(same.mean, 1);
  const apart = pairwiseOverlap([
    'Sourdough for Sunday',
    'Croissants arrive early',
    'Conchas tomorrow morning',
  ]);
  assert.equal(apart.mean, 0);
  assert.equal(apart.max, 0);
  const half = pairwiseOverlap(['a b c', 'a b d']);
  assert.equal(half.mean, 0.5);
});

Deno.test('distinct headlines are counted case and punctuation aside', () => {
  assert.equal(distinctCount(['Conoce la Caja Brunch', '¡Conoce la Caja Brunch!', 'Tu brunch, listo']), 2);
});

Deno.test('placeholders a reader would see are found: merge tags, [Insert …], lorem, the demo sender', () => {
  assert.deepEqual(placeholderErrors('Fresh sourdough every morning, delivered to your door.'), []);
  for (const bad of [
    'Hi {{first_name}}, your box is ready',
    '[Insert testimonial here]',
    'Lorem ipsum dolor sit amet',
    'What is Your company?',
    'El equipo de Tu empresa',
  ]) {
    assert.equal(placeholderErrors(bad).length, 1, bad);
  }
});

Deno.test('the visible text of HTML leaves out the head, styles and links, and decodes entities', () => {
  const html =
    '<html><head><title>{{x}}</title><style>.a{}</style></head><body><p>Caf&eacute; &amp; pan&nbsp;dulce</p><a href="{{unsubscribe_url}}">Darte de baja</a></body></html>';
  const text = visibleTextOfHtml(html);
  assert.match(text, /pan dulce/);
  assert.match(text, /Darte de baja/);
  assert.deepEqual(placeholderErrors(text), []);
});

Deno.test('Spanish article errors: a common-noun name mid-sentence without its determiner', () => {
  const names = ['Caja Brunch'];
  const wrong = [
    'Ahora puedes ahorrar un 10 % en Caja Brunch.',
    '¿Qué es Caja Brunch?',
    'Acerca de caja brunch',
  ];
  assert.equal(spanishArticleErrors(wrong, names).length, 3);
  const right = [
    'Ahora puedes ahorrar un 10 % en tu Caja Brunch.',
    '¿Qué trae la Caja Brunch?',
    'Todo sobre la caja brunch del domingo',
    'Precio del Caja Brunch', // agreement is not this detector's rule
    'Caja Brunch: lo que trae',
    'Caja Brunch | Casa Masa Bakery',
    'Caja Brunch',
    'Producto: Caja Brunch',
  ];
  assert.deepEqual(spanishArticleErrors(right, names), []);
});

Deno.test('facts: the offer left out and the internal deadline let in are both reported', () => {
  const facts = { mustMention: ['MOM10', '15%'], mustNotMention: ['Thursday'] };
  assert.deepEqual(factErrors(['Save 15 % with code MOM10.'], facts), { missing: [], leaked: [] });
  assert.deepEqual(factErrors(['Book before Thursday.'], facts), {
    missing: ['MOM10', '15%'],
    leaked: ['Thursday'],
  });
});

Deno.test('the text of generated content leaves out links, images, field lists and the legal text', () => {
  const texts = readerTexts({
    headline: 'Fresh bread',
    callToAction: { label: 'Order', url: 'https://example.com' },
    sections: [
      { type: 'leadForm', fields: ['email'], heading: 'Stay in touch', imageUrl: 'https://x/y.png' },
    ],
    legal: 'Offer valid online only.',
  }).map((t) => t.text);
  assert.deepEqual(texts, ['Fresh bread', 'Order', 'Stay in touch']);
});

Deno.test('a known bad Spanish email is flagged on every text figure', () => {
  const figures = textFigures({
    locale: 'es',
    copy: [
      'Una oferta especial en Caja Brunch',
      'Una Caja Brunch para dos que llega el domingo temprano con pan de masa madre y conchas.',
      'Hola {{first_name}}',
      'Meta: agendar 40 demos antes del jueves.',
    ],
    body: ['Todo se hornea esa misma mañana.', 'Todo se hornea esa misma mañana.'],
    visibleText: 'Hola {{first_name}}',
    briefSentences: [
      'Una Caja Brunch para dos que llega el domingo temprano con pan de masa madre y conchas.',
    ],
    facts: { mustMention: ['MOM10'], mustNotMention: ['jueves'], articled: ['Caja Brunch'] },
  });
  assert.equal(figures.copied.length, 1);
  assert.equal(figures.repeated.length, 1);
  assert.equal(figures.placeholders.length, 1);
  assert.equal(figures.articles.length, 1);
  assert.deepEqual(figures.missingFacts, ['MOM10']);
  assert.deepEqual(figures.leakedFacts, ['jueves']);
});
