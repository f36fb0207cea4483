import type { z } from 'zod';
import { shippingAddressSchema } from '../checkout/shipping-address';

/**
 * An address-book entry as the shopper types it: the same US address rules as checkout's shipping
 * address (required names and street, state of §9, 5-digit zip inside that state, 10-digit phone).
 */
export const addressInputSchema = shippingAddressSchema;
/** A checked address-book entry. */
export type AddressInput = z.output<typeof addressInputSchema>;

/** The first message per field of an address (empty when the address is valid), keyed by field name. */
export function addressFieldErrors(input: unknown): Record<string, string> {
  const parsed = addressInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'address');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Which address becomes the default after `removedId` is deleted: the oldest remaining one, or none. */
export function nextDefaultAfterDelete<A extends { id: string; isDefault: boolean }>(
  remaining: readonly A[],
  removedWasDefault: boolean,
): string | null {
  if (!removedWasDefault) return null;
  return remaining[0]?.id ?? null;
}
