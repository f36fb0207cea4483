/**
 * The causes the widget offers and names: the store's featured causes when shoppers choose, else
 * its defaults (§4); a charity is found by EIN, a portfolio (32-hex id) by its own call.
 */
import { isEin } from '../../../../core/donation/ids';
import type { Cause, DonationStore } from '../../../../core/entities/donation';
import type { DonationClient } from './donation-client';

/** The ids of the causes offered first. */
export function offeredCauseIds(store: DonationStore): string[] {
  const ids = store.letShoppersChoose
    ? store.featuredCauseIds
    : store.defaultCauseIds.length > 0
      ? store.defaultCauseIds
      : [store.defaultCauseId].filter((id): id is string => !!id);
  return [...new Set(ids)];
}

/** The causes of `ids`, in that order (unknown ones left out). */
export async function loadCauses(client: DonationClient, ids: readonly string[]): Promise<Cause[]> {
  const eins = ids.filter(isEin);
  const portfolios = ids.filter((id) => !isEin(id));
  const [charities, found] = await Promise.all([
    eins.length > 0 ? client.searchByEins({ eins }).then((answer) => answer.charities) : Promise.resolve([]),
    Promise.all(portfolios.map((id) => client.portfolioWithCharities({ id }).then((answer) => answer.portfolio))),
  ]);
  const byId = new Map([...charities, ...found].map((cause) => [cause.id.toLowerCase(), cause]));
  return ids.flatMap((id) => byId.get(id.toLowerCase()) ?? []);
}
