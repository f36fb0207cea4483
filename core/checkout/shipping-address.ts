import { z } from 'zod';
import { US_STATES, type UsStateCode } from '../stock/us-states';
import { isZipFormat } from '../stock/home-zip';
import { stateForZip } from '../stock/zip-states';

/** Messages of the contact and shipping fields, shown next to the field at fault. */
export const ADDRESS_MESSAGES = {
  email: 'Enter a valid email address.',
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  address1: 'Enter your street address.',
  city: 'Enter your city.',
  provinceCode: 'Choose your state.',
  zip: 'Enter a 5-digit zip code.',
  phone: 'Enter a 10-digit phone number.',
  tooLong: 'This is too long.',
} as const;

/** A zip outside every serviceable range of the stock data (same words as the home-zip form). */
export const zipNotServedMessage = (zip: string) => `We don't deliver to ${zip} yet. Enter another zip code.`;

/** '90210 is not a zip code in Colorado.' */
export const zipStateMessage = (zip: string, stateName: string) => `${zip} is not a zip code in ${stateName}.`;

const STATE_CODES = US_STATES.map((state) => state.code) as [UsStateCode, ...UsStateCode[]];
const required = (message: string, max = 100) => z.string().trim().min(1, message).max(max, ADDRESS_MESSAGES.tooLong);

/** The shopper's email for the order confirmation. */
export const checkoutEmailSchema = z.string().trim().max(320, ADDRESS_MESSAGES.tooLong).pipe(z.email(ADDRESS_MESSAGES.email));

/** Digits of a phone number, with a leading US country code 1 dropped. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * A US shipping address: every field but address2 and phone required, state one of the 51 of §9,
 * zip of 5 digits that lies in that state (core/stock zip rules), phone 10 digits when given.
 */
export const shippingAddressSchema = z
  .object({
    firstName: required(ADDRESS_MESSAGES.firstName),
    lastName: required(ADDRESS_MESSAGES.lastName),
    address1: required(ADDRESS_MESSAGES.address1, 200),
    address2: z.string().trim().max(200, ADDRESS_MESSAGES.tooLong).default(''),
    city: required(ADDRESS_MESSAGES.city),
    provinceCode: z.enum(STATE_CODES, { error: ADDRESS_MESSAGES.provinceCode }),
    zip: z.string().trim().refine(isZipFormat, ADDRESS_MESSAGES.zip),
    phone: z
      .string()
      .trim()
      .max(40, ADDRESS_MESSAGES.tooLong)
      .refine((phone) => phone === '' || phoneDigits(phone).length === 10, ADDRESS_MESSAGES.phone)
      .default(''),
  })
  .superRefine((address, ctx) => {
    const state = stateForZip(address.zip);
    if (state !== null && state !== address.provinceCode) {
      const name = US_STATES.find((s) => s.code === address.provinceCode)?.name ?? address.provinceCode;
      ctx.addIssue({ code: 'custom', path: ['zip'], message: zipStateMessage(address.zip, name) });
    }
  });
/** A checked shipping address (trimmed, defaults applied). */
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
/** A shipping address as a client sends it. */
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
