/**
 * §4 Profile load chain: loading a customer writes the shipTo, soldTo, preferred address and
 * clinic zip metafields from what the identity profile and the address book say, so the profile
 * (and checkout, which reads them) always agree with the account. Pure: the server writes the
 * difference.
 */

/** What the chain reads of the account. */
export interface ProfileChainFacts {
  /** the identity's enterprise sold-to (SF_StoreSoldTo; set when a staff user joins a clinic) */
  soldTo: string | null;
  /** SF_PreferedShipTo */
  preferredShipTo: 'clinic' | 'home' | null;
  clinic: { zip: string; homeDeliveryOnly: boolean } | null;
  /** zip of the default (home) address */
  homeZip: string | null;
}

/** One metafield as the chain wants it. */
export interface ProfileMetafield {
  namespace: string;
  key: string;
  value: string;
}

/**
 * The metafields the profile should hold: custom.sold_to, profeeding.preferred_address,
 * custom.clinic_zip, custom.ship_to_zip (the clinic's zip when orders go to a clinic that takes
 * deliveries, else the home zip) and, for orders to the clinic, custom.ship_to: the clinic's
 * account, the party both billed and delivered to. A fact the account lacks writes nothing.
 */
export function profileChainMetafields(facts: ProfileChainFacts): ProfileMetafield[] {
  const toClinic = facts.preferredShipTo === 'clinic' && facts.clinic !== null && !facts.clinic.homeDeliveryOnly;
  const shipToZip = toClinic ? (facts.clinic?.zip ?? null) : facts.homeZip;
  const wanted: [string, string, string | null][] = [
    ['custom', 'sold_to', facts.soldTo],
    ['profeeding', 'preferred_address', facts.preferredShipTo],
    ['custom', 'clinic_zip', facts.clinic?.zip ?? null],
    ['custom', 'ship_to_zip', shipToZip],
    ['custom', 'ship_to', toClinic ? facts.soldTo : null],
  ];
  return wanted.flatMap(([namespace, key, value]) => (value ? [{ namespace, key, value }] : []));
}

/** Those of `wanted` whose stored value differs (or is missing): what the chain has to write. */
export function profileChainWrites(wanted: readonly ProfileMetafield[], stored: readonly ProfileMetafield[]): ProfileMetafield[] {
  return wanted.filter((field) => stored.find((s) => s.namespace === field.namespace && s.key === field.key)?.value !== field.value);
}

/** Chain metafields that mean nothing once their fact is gone (ship_to after switching to home delivery). */
const CLEARED_WHEN_NOT_WANTED = [{ namespace: 'custom', key: 'ship_to' }] as const;

/** Stored chain metafields no longer wanted, to delete (a ship-to for orders that now go home). */
export function profileChainRemovals(
  wanted: readonly ProfileMetafield[],
  stored: readonly ProfileMetafield[],
): { namespace: string; key: string }[] {
  const has = (list: readonly { namespace: string; key: string }[], field: { namespace: string; key: string }) =>
    list.some((f) => f.namespace === field.namespace && f.key === field.key);
  return CLEARED_WHEN_NOT_WANTED.filter((field) => has(stored, field) && !has(wanted, field));
}
