// Words too common to narrow a search; dropping them keeps "food for kittens" from requiring "for".
const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Naive singular of a lower-case word: puppies → puppy, boxes → box, kittens → kitten (grass, citrus kept). */
export function singularise(word: string): string {
  if (word.length >= 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 5 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length >= 4 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words of a text without accents or punctuation; 'k/d' and "hill's" stay one word. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z0-9])['’/]([a-z0-9])/g, '$1$2')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Search tokens of a text: words, singularised, stop words removed. */
export function tokenise(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(singularise);
}
