/** Product copy written from the declarations; HTML limited to the tags §5 keeps (div, span, p, h1). */
import type { Recipe } from './build-products';
import type { LineSpec, SubBrandSpec } from './lines';
import { FLAVORS, HEALTH_CONDITIONS, labelOf } from './vocabulary';
import { escapeHtml } from '../../http/html';

const AGE_WORDS = { young: 'growing', adult: 'adult', senior: 'senior' } as const;

export interface ProductCopy {
  text: string;
  html: string;
}

export function describeProduct(line: LineSpec, subBrand: SubBrandSpec, recipe: Recipe): ProductCopy {
  const pet = recipe.species === 'dog' ? 'dogs' : 'cats';
  const ages = subBrand.ages.map((age) => AGE_WORDS[age]).join(' and ');
  const flavor = labelOf(FLAVORS, recipe.flavor).toLowerCase();
  const intro = `${line.name} ${subBrand.label} is made with real ${flavor} for ${ages} ${pet}.`;
  const benefits = subBrand.health.map((slug) => labelOf(HEALTH_CONDITIONS, slug).toLowerCase());
  const benefit = benefits.length
    ? `Formulated to support ${joinWords(benefits)}.`
    : 'Complete and balanced everyday nutrition with antioxidants, omega-3 and omega-6 fatty acids.';
  const care =
    line.key === 'clinical' ? 'Feed under the supervision of a veterinarian.' : 'Transition over 7 days by mixing with the current food.';
  const text = `${intro} ${benefit} ${care}`;
  const html = `<div><p>${escapeHtml(intro)}</p><p>${escapeHtml(benefit)}</p><p><span>${escapeHtml(care)}</span></p></div>`;
  return { text, html };
}

function joinWords(words: string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
