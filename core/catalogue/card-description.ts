import { CARD_DESCRIPTION_LENGTH } from '../constants';

/** Card text: the first CARD_DESCRIPTION_LENGTH characters plus '..' when longer (§2); never splits an emoji. */
export function truncateDescription(text: string): string {
  const characters = Array.from(text);
  return characters.length > CARD_DESCRIPTION_LENGTH ? `${characters.slice(0, CARD_DESCRIPTION_LENGTH).join('')}..` : text;
}
