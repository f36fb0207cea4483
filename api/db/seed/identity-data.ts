/**
 * Clinics and demo accounts of the seed. Ids are fixed so later seeds (orders, addresses,
 * subscriptions) can refer to the demo customers. Passwords are listed in the README.
 */
import type { SiteCode } from '../../../core/constants';

export interface ClinicSeed {
  id: string;
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  sfHomeDeliveryOnly: boolean;
  accountGroup: string;
  soldTo: string;
}

/** A clinic's registered staff email domain: a confirmed address on it joins the clinic verified. */
export interface ClinicDomainSeed {
  clinicId: string;
  domain: string;
}

const PLACES: [string, string, string, string][] = [
  ['Aurora', 'CO', '80011', 'Mountain View'],
  ['Denver', 'CO', '80203', 'Capitol Hill'],
  ['Boulder', 'CO', '80302', 'Flatirons'],
  ['Fort Collins', 'CO', '80521', 'Campus West'],
  ['Topeka', 'KS', '66603', 'Prairie'],
  ['Lawrence', 'KS', '66044', 'Riverside'],
  ['Austin', 'TX', '78701', 'Congress Avenue'],
  ['Dallas', 'TX', '75201', 'Uptown'],
  ['Phoenix', 'AZ', '85004', 'Desert Bloom'],
  ['Tucson', 'AZ', '85701', 'Saguaro'],
  ['Portland', 'OR', '97205', 'Willamette'],
  ['Seattle', 'WA', '98101', 'Harbor'],
  ['Chicago', 'IL', '60601', 'Lakeshore'],
  ['Madison', 'WI', '53703', 'Isthmus'],
  ['Columbus', 'OH', '43215', 'Scioto'],
  ['Atlanta', 'GA', '30303', 'Peachtree'],
  ['Raleigh', 'NC', '27601', 'Oak City'],
  ['Boston', 'MA', '02108', 'Beacon Hill'],
  ['Ithaca', 'NY', '14850', 'Gorges'],
  ['Honolulu', 'HI', '96813', 'Aloha'],
  ['Anchorage', 'AK', '99501', 'Northern Lights'],
  ['Nashville', 'TN', '37203', 'Music Row'],
  ['Salt Lake City', 'UT', '84111', 'Wasatch'],
  ['Minneapolis', 'MN', '55401', 'North Loop'],
];
const KINDS: [kind: string, accountGroup: string, domainSuffix: string][] = [
  ['Veterinary Clinic', 'VET_CLINIC', 'vetclinic'],
  ['Animal Hospital', 'ANIMAL_HOSPITAL', 'animalhospital'],
  ['Pet Care Center', 'VET_CLINIC', 'petcare'],
  ['College of Veterinary Medicine', 'VET_SCHOOL', 'vetmed'],
];
const STREETS = ['Main St', 'Oak Ave', 'Elm St', 'Park Blvd', 'Cedar Ln', 'Maple Dr'];

/** 24 clinics across the country; every fifth delivers only to its staff's homes. */
export const CLINICS: ClinicSeed[] = PLACES.map(([city, state, zip, quarter], i) => {
  const [kind, accountGroup] = KINDS[i % KINDS.length];
  return {
    id: `CL-${1001 + i}`,
    name: `${quarter} ${kind}`,
    streetAddress: `${100 + i * 37} ${STREETS[i % STREETS.length]}`,
    city,
    state,
    zip,
    country: 'US',
    sfHomeDeliveryOnly: i % 5 === 4,
    accountGroup,
    soldTo: String(7_100_000 + (i + 1) * 13),
  };
});

/** One staff email domain per clinic, e.g. mountain-view-vetclinic.example for Mountain View Veterinary Clinic. */
export const CLINIC_DOMAINS: ClinicDomainSeed[] = PLACES.map(([, , , quarter], i) => ({
  clinicId: CLINICS[i].id,
  domain: `${quarter.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${KINDS[i % KINDS.length][2]}.example`,
}));

export interface DemoAccountSeed {
  id: string;
  site: SiteCode;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  staff?: {
    roleCode: string;
    graduationYear: string;
    currentSchoolName: string;
    preferredShipTo: 'clinic' | 'home' | null;
    clinicId: string | null;
  };
  /** the shop's staff-feeding quota metafields (custom.quota_month, custom.quota_value) */
  quota?: { month: string; value: string };
}

/** The demo accounts of the README: one of each kind. */
export const DEMO_ACCOUNTS: DemoAccountSeed[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    site: 'DTC',
    email: 'shopper@vitalis.example',
    password: 'Kibble-Meadow-2026',
    firstName: 'Dana',
    lastName: 'Shopper',
    phone: '303-555-0101',
    acceptsMarketing: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    site: 'DTC',
    email: 'shelter@vitalis.example',
    password: 'Harbor-Shelter-2026',
    firstName: 'Sam',
    lastName: 'Rescue',
    phone: '303-555-0102',
    acceptsMarketing: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    site: 'HPSF',
    email: 'staff@vitalis.example',
    password: 'Clinic-Lantern-2026',
    firstName: 'Riley',
    lastName: 'Vet',
    phone: '303-555-0103',
    acceptsMarketing: false,
    staff: {
      roleCode: 'DVM',
      graduationYear: '2015',
      currentSchoolName: 'Colorado College of Veterinary Medicine',
      preferredShipTo: 'clinic',
      clinicId: 'CL-1001',
    },
  },
  {
    // staff-feeding quota demo: one order a month, none placed yet, so the next order reaches it
    id: '00000000-0000-4000-8000-000000000005',
    site: 'HPSF',
    email: 'quota@vitalis.example',
    password: 'Quota-Harbor-2026',
    firstName: 'Quinn',
    lastName: 'Tech',
    phone: '303-555-0105',
    acceptsMarketing: false,
    staff: {
      roleCode: 'CVT',
      graduationYear: '2019',
      currentSchoolName: 'Colorado College of Veterinary Medicine',
      preferredShipTo: 'clinic',
      clinicId: 'CL-1001',
    },
    quota: { month: '2026-01', value: '1' },
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    site: 'HPSF',
    email: 'newstaff@vitalis.example',
    password: 'Student-Compass-2026',
    firstName: 'Avery',
    lastName: 'Student',
    phone: null,
    acceptsMarketing: false,
  },
];
