import type { Species } from '../entities/catalogue';

/** A promotion banner's reach: every list, or the lists of one species. */
export interface SpeciesScoped {
  species?: Species;
}

/**
 * The promotion banners a product list shows, in the content's order: those for every list, and
 * those of the list's species (a dog banner on dog lists only, none of them on the list of both).
 */
export function promotionBannersFor<T extends SpeciesScoped>(banners: readonly T[], species: Species | undefined): T[] {
  return banners.filter((banner) => banner.species === undefined || banner.species === species);
}
