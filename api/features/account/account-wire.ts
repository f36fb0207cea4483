/** Stored account rows → the wire shapes of core/contract/account. */
import { centsToMoney } from '../../../core/cart';
import type { AccountAddress, CommerceCustomer, OrderSummary } from '../../../core/contract/account';
import type { StoredOrder } from '../checkout/order-wire';
import type { AddressRow, MetafieldRow } from './account.store';

/** The §3 profile metafield records by namespace.key. */
const PROFILE_METAFIELDS = {
  quotaMonth: 'custom.quota_month',
  quotaValue: 'custom.quota_value',
  persistedCartMetafield: 'profeeding.persisted_cart_id',
  preferredAddress: 'profeeding.preferred_address',
  shipTo: 'custom.ship_to',
  soldTo: 'custom.sold_to',
  shipToZip: 'custom.ship_to_zip',
  clinicZip: 'custom.clinic_zip',
} as const;

export function toAccountAddress(row: AddressRow): AccountAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    provinceCode: row.provinceCode,
    zip: row.zip,
    countryCode: row.countryCode,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

interface CustomerFields {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
}

/** The customer profile of §3 from its row, metafields and address book. */
export function toCommerceCustomer(
  customer: CustomerFields,
  fields: readonly MetafieldRow[],
  book: readonly AddressRow[],
): CommerceCustomer {
  const record = (name: string) => {
    const found = fields.find((f) => `${f.namespace}.${f.key}` === name);
    return found ? { id: found.id, value: found.value } : null;
  };
  const addresses = book.map(toAccountAddress);
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    ...(Object.fromEntries(Object.entries(PROFILE_METAFIELDS).map(([name, key]) => [name, record(key)])) as Record<
      keyof typeof PROFILE_METAFIELDS,
      { id: string; value: string } | null
    >),
    addresses,
    defaultAddress: addresses.find((a) => a.isDefault) ?? null,
  };
}

export function toOrderSummary({ order, lines }: StoredOrder): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    orderType: order.orderType,
    total: centsToMoney(order.totalCents),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.map((line) => ({
      productTitle: line.productTitle,
      variantTitle: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
    })),
  };
}
