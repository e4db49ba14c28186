import assert from 'node:assert/strict';
import { possessive, withEnglishArticle, withSpanishArticle } from './articles.ts';

Deno.test('a Spanish name that begins with a common noun takes its article; a brand none', () => {
  assert.equal(withSpanishArticle('Caja Brunch'), 'la Caja Brunch');
  assert.equal(withSpanishArticle('Seminario de Reforma Laboral'), 'el Seminario de Reforma Laboral');
  assert.equal(withSpanishArticle('Clases de Yoga'), 'las Clases de Yoga');
  assert.equal(withSpanishArticle('Ledgerly'), 'Ledgerly');
  assert.equal(withSpanishArticle('La Caja Brunch'), 'La Caja Brunch');
});

Deno.test('an English name that ends in a common noun reads "the …"; a brand does not', () => {
  assert.equal(withEnglishArticle('Labor Reform Seminar'), 'the Labor Reform Seminar');
  assert.equal(withEnglishArticle('Ledgerly'), 'Ledgerly');
});

Deno.test('"nuestro" agrees with the noun: the known words first, then the ending', () => {
  assert.equal(possessive('app de finanzas', 'es'), 'nuestra'); // known word: an ending guess says "nuestro"
  assert.equal(possessive('bolsas de piel', 'es'), 'nuestras');
  assert.equal(possessive('programa de lealtad', 'es'), 'nuestro');
  assert.equal(possessive('colecciones', 'es'), 'nuestras');
  assert.equal(possessive('zapatos', 'es'), 'nuestros');
  assert.equal(possessive('leather bags', 'en'), 'our');
});
