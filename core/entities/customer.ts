import { z } from 'zod';

/** Address of §3 (country/province may come as codes or names). */
export const addressSchema = z.object({
  id: z.string().optional(),
  address1: z.string(),
  address2: z.string().nullable().optional(),
  city: z.string(),
  zip: z.string(),
  countryCode: z.string().optional(),
  country: z.string().optional(),
  provinceCode: z.string().optional(),
  province: z.string().optional(),
  phone: z.string().nullable().optional(),
  /** clinics only: the clinic ships to its staff's homes, never to the clinic */
  SFHomeDeliveryOnly: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** Clinic lookup result (fetch-address). */
export const clinicAddressSchema = z.object({
  groupData: z.object({
    streetAddress: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
    state: z.string(),
    SFHomeDeliveryOnly: z.boolean(),
  }),
});

export const metafieldSchema = z.object({ id: z.string(), value: z.string() });
/** Where a staff user wants deliveries: the clinic or home. */
export const preferredAddressSchema = z.enum(['clinic', 'home']);

/** Customer profile from the commerce platform (§3). Orders and subscriptions are loaded separately. */
export const customerProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  acceptsMarketing: z.boolean(),
  quotaMonth: metafieldSchema.nullable(),
  quotaValue: metafieldSchema.nullable(),
  persistedCartMetafield: metafieldSchema.nullable(),
  preferredAddress: metafieldSchema.nullable(),
  soldTo: metafieldSchema.nullable(),
  shipToZip: metafieldSchema.nullable(),
  clinicZip: metafieldSchema.nullable(),
  addresses: z.array(addressSchema),
  defaultAddress: addressSchema.nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** DTC user store (§3). The session secret never lives here: it is an HttpOnly cookie, out of reach of page scripts. */
export const dtcUserSchema = z.object({
  email: z.string().nullable(),
  zipCode: z.string(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  authenticated: z.boolean(),
});

/** Staff-feeding user store (§3). */
export const staffUserSchema = z.object({
  country: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roleCode: z.string().nullable(),
  graduationYear: z.string().nullable(),
  isRegistered: z.boolean(),
  authenticated: z.boolean(),
  SF_PreferedShipTo: z.string().nullable(),
  SF_StoreSoldTo: z.string().nullable(),
  zipCode: z.string(),
  currentSchoolName: z.string().nullable(),
  clinicAddress: addressSchema.nullable(),
  isEligibleForPd: z.boolean(),
});

/** Identity profile claims (§3); the account-group field is named after the enterprise system. */
export const identityProfileSchema = z.object({
  country: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roleCode: z.string().nullable(),
  graduationYear: z.string().nullable(),
  SF_PreferedShipTo: z.string().nullable(),
  SF_StoreSoldTo: z.string().nullable(),
  currentSchoolName: z.string().nullable(),
  ERP_CustomerAccountGroup: z.string().nullable(),
});

/** Flags of §3 kept on the client. */
export const flagsSchema = z.object({
  quotaReached: z.boolean(),
  recentCheckout: z.boolean(),
  orderManagementCookie: z.boolean(),
  isFTCAcknowledged: z.boolean(),
  loggedOutForInactivity: z.boolean(),
});
