import type { QueryClient } from '@tanstack/react-query';
import { fetchGlobals } from '../content/content-api';
import { useGlobals } from '../content/content-queries';

/**
 * The fair-trade-compliance feature flag (§2 access rules) lives in the content service as the
 * global `fair_trade_compliance` (true or false, for one storefront or both), so an operator turns
 * it on or off without a deploy. Missing, or anything but `true`, means off.
 */
export const FAIR_TRADE_COMPLIANCE_GLOBAL = 'fair_trade_compliance';
const FIELDS = [FAIR_TRADE_COMPLIANCE_GLOBAL] as const;
const FLAG_STALE_MS = 5 * 60_000;

const isOn = (globals: Record<string, unknown> | undefined) => globals?.[FAIR_TRADE_COMPLIANCE_GLOBAL] === true;

/** The flag as the page last loaded it (false while loading). */
export function useFairTradeCompliance(): boolean {
  return isOn(useGlobals(FIELDS).data);
}

/**
 * The flag at the moment it decides something (checkout start): from the cache when fresh, else
 * fetched, under useGlobals' own query key so both share one answer. A failed read counts as off.
 */
export async function loadFairTradeCompliance(queryClient: QueryClient): Promise<boolean> {
  try {
    const globals = await queryClient.fetchQuery({
      queryKey: ['content', 'globals', ...FIELDS],
      queryFn: ({ signal }) => fetchGlobals(FIELDS, signal),
      staleTime: FLAG_STALE_MS,
    });
    return isOn(globals);
  } catch (error) {
    console.error('Could not read the fair-trade-compliance flag', error);
    return false;
  }
}
