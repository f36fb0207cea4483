import { describe, expect, it } from 'vitest';
import { damerauLevenshtein, typoTolerance } from '../../../../core/catalogue/search/edit-distance';
import { singularise, tokenise, words } from '../../../../core/catalogue/search/normalise';

describe('singularise', () => {
  it.each([
    ['kittens', 'kitten'],
    ['puppies', 'puppy'],
    ['treats', 'treat'],
    ['dogs', 'dog'],
    ['cats', 'cat'],
    ['boxes', 'box'],
    ['dishes', 'dish'],
    ['pouches', 'pouch'],
    ['sauces', 'sauce'],
    ['grass', 'grass'],
    ['citrus', 'citrus'],
    ['analysis', 'analysis'],
    ['gas', 'gas'],
    ['ies', 'ies'],
    ['chicken', 'chicken'],
  ])('%s → %s', (word, expected) => {
    expect(singularise(word)).toBe(expected);
  });
});

describe('words and tokenise', () => {
  it('lower-cases, strips accents and punctuation', () => {
    expect(words('Chicken & Barley, Crème-Brûlée!')).toEqual(['chicken', 'barley', 'creme', 'brulee']);
  });

  it("keeps 'k/d' and apostrophes inside one word", () => {
    expect(words("k/d Kidney Care, Hill's")).toEqual(['kd', 'kidney', 'care', 'hills']);
  });

  it('drops stop words and singularises', () => {
    expect(tokenise('Food for the Kittens and Puppies')).toEqual(['food', 'kitten', 'puppy']);
  });

  it('gives nothing for punctuation only', () => {
    expect(tokenise('  --!!  ')).toEqual([]);
  });
});

describe('damerauLevenshtein', () => {
  it.each([
    ['chicken', 'chicken', 0],
    ['chiken', 'chicken', 1],
    ['chikcen', 'chicken', 1],
    ['salomn', 'salmon', 1],
    ['kiten', 'kitten', 1],
    ['turky', 'turkey', 1],
    ['vension', 'venison', 1],
    ['venisno', 'venison', 1],
    ['vneisno', 'venison', 2],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['ca', 'abc', 3],
  ])('%s ↔ %s = %d', (a, b, d) => {
    expect(damerauLevenshtein(a, b)).toBe(d);
    expect(damerauLevenshtein(b, a)).toBe(d);
  });

  it('stops at the limit', () => {
    expect(damerauLevenshtein('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
    expect(damerauLevenshtein('a', 'abcdef', 1)).toBe(2);
    expect(damerauLevenshtein('chiken', 'chicken', 1)).toBe(1);
  });
});

describe('typoTolerance', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 2],
  ])('length %d tolerates %d', (length, tolerance) => {
    expect(typoTolerance(length)).toBe(tolerance);
  });
});
