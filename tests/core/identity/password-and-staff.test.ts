import { describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  emailDomain,
  isEligibleForPd,
  isRegisteredStaff,
  passwordProblem,
  requestedMembershipStatus,
  STAFF_ORDERING_MESSAGES,
  staffOrderingRefusal,
} from '../../../core/identity';
import { COMMON_PASSWORDS as LIST } from '../../../core/identity/common-passwords';

describe('passwordProblem', () => {
  it('accepts 8 to 128 characters that are not common', () => {
    expect(passwordProblem('Kibble-Lantern-42')).toBeNull();
    expect(passwordProblem(`${'x'.repeat(7)}y`)).toBeNull();
    expect(passwordProblem('ab'.repeat(64))).toBeNull();
  });
  it('refuses short, long, common and email-equal passwords', () => {
    expect(passwordProblem('Short7!')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('a'.repeat(129))).toBe('Password must be at most 128 characters');
    expect(passwordProblem('Password123')).toBe('This password is too common; choose another');
    expect(passwordProblem('qwertyuiop')).toBe('This password is too common; choose another');
    expect(passwordProblem('sunshine2024')).toBe('This password is too common; choose another');
    expect(passwordProblem('Me@Example.com', 'me@example.com')).toBe('Password must not be your email address');
  });
  it('counts characters as a person sees them', () => {
    expect(passwordProblem('🐶🐶🐶🐶🐶🐶🐶')).toBe('Password must be at least 8 characters');
  });
  it('the common list has a few hundred entries', () => {
    expect(LIST.length).toBeGreaterThan(300);
  });
});

describe('staff rules', () => {
  it('registered needs both the account group and SF_PreferedShipTo', () => {
    expect(isRegisteredStaff({ accountGroup: 'VET_CLINIC', preferredShipTo: 'clinic' })).toBe(true);
    expect(isRegisteredStaff({ accountGroup: 'VET_CLINIC', preferredShipTo: null })).toBe(false);
    expect(isRegisteredStaff({ accountGroup: ' ', preferredShipTo: 'home' })).toBe(false);
    expect(isRegisteredStaff({ accountGroup: null, preferredShipTo: null })).toBe(false);
    // a member whose clinic has not approved them yet has no account group, and shops all the same
    expect(isRegisteredStaff({ accountGroup: null, preferredShipTo: 'clinic', clinicRequestPending: true })).toBe(true);
    expect(isRegisteredStaff({ accountGroup: null, preferredShipTo: null, clinicRequestPending: true })).toBe(false);
  });
  it('a clinic membership is verified at once only for a confirmed address on a domain the clinic registered', () => {
    const domains = ['mountain-view-vetclinic.example'];
    expect(requestedMembershipStatus('Jo@Mountain-View-VetClinic.example', true, domains)).toBe('verified');
    expect(requestedMembershipStatus('jo@mountain-view-vetclinic.example', false, domains)).toBe('pending');
    for (const email of [
      'jo@gmail.example',
      'jo@mail.mountain-view-vetclinic.example',
      'jo@mountain-view-vetclinic.example.evil.example',
      'mountain-view-vetclinic.example',
      'jo@',
    ]) {
      expect(requestedMembershipStatus(email, true, domains), email).toBe('pending');
    }
    expect(requestedMembershipStatus('jo@mountain-view-vetclinic.example', true, [])).toBe('pending');
    expect(emailDomain('a@b@Clinic.Example')).toBe('clinic.example');
  });
  it('isEligibleForPd when the account group is in the configured comma-separated list', () => {
    expect(isEligibleForPd('VET_CLINIC', 'VET_CLINIC, ANIMAL_HOSPITAL')).toBe(true);
    expect(isEligibleForPd('ANIMAL_HOSPITAL', 'VET_CLINIC,ANIMAL_HOSPITAL')).toBe(true);
    expect(isEligibleForPd('VET_SCHOOL', 'VET_CLINIC,ANIMAL_HOSPITAL')).toBe(false);
    expect(isEligibleForPd(null, 'VET_CLINIC')).toBe(false);
    expect(isEligibleForPd('VET_CLINIC', '')).toBe(false);
  });
});

describe('sign-in throttle', () => {
  // the counting is the server's (tests/api/identity/rate-limit.test.ts); the back-off is a rule
  it('lets the first failures through, then doubles the wait, up to 15 minutes', () => {
    expect(backoffSeconds(4)).toBe(0);
    expect(backoffSeconds(5)).toBe(1);
    expect(backoffSeconds(8)).toBe(8);
    expect(backoffSeconds(99)).toBe(900);
  });
});

describe('who may order on staff feeding', () => {
  it('needs a signed-in, registered staff-feeding account on HPSF; the shopper site takes everyone', () => {
    expect(staffOrderingRefusal('DTC', null)).toBeNull();
    expect(staffOrderingRefusal('HPSF', null)).toEqual({ reason: 'sign-in', message: STAFF_ORDERING_MESSAGES.signIn });
    expect(staffOrderingRefusal('HPSF', { site: 'HPSF', isRegistered: false })).toEqual({
      reason: 'register',
      message: STAFF_ORDERING_MESSAGES.register,
    });
    expect(staffOrderingRefusal('HPSF', { site: 'DTC', isRegistered: true })?.reason).toBe('register');
    expect(staffOrderingRefusal('HPSF', { site: 'HPSF', isRegistered: true })).toBeNull();
  });
});
