import { describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  decideSignInAttempt,
  FAILURE_WINDOW_MS,
  isEligibleForPd,
  isRegisteredStaff,
  MAX_ACCOUNT_FAILURES_PER_HOUR,
  MAX_ADDRESS_FAILURES_PER_HOUR,
  passwordProblem,
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
  const none = { count: 0, firstAt: null, lastAt: null };
  const now = 1_800_000_000_000;

  it('lets the first failures through, then doubles the wait since the latest failure', () => {
    expect(backoffSeconds(4)).toBe(0);
    expect(backoffSeconds(5)).toBe(1);
    expect(backoffSeconds(8)).toBe(8);
    expect(backoffSeconds(99)).toBe(900);
    expect(decideSignInAttempt({ count: 4, firstAt: now - 5000, lastAt: now }, none, now)).toEqual({ allowed: true });
    expect(decideSignInAttempt({ count: 8, firstAt: now - 5000, lastAt: now - 3000 }, none, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 5,
    });
    expect(decideSignInAttempt({ count: 8, firstAt: now - 9000, lastAt: now - 8000 }, none, now)).toEqual({ allowed: true });
  });

  it('refuses an account at 100 failures in the hour and an address at its limit until the oldest ages out', () => {
    const firstAt = now - FAILURE_WINDOW_MS + 60_000;
    expect(decideSignInAttempt({ count: MAX_ACCOUNT_FAILURES_PER_HOUR, firstAt, lastAt: now - 3_600_000 + 70_000 }, none, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(decideSignInAttempt(none, { count: MAX_ADDRESS_FAILURES_PER_HOUR, firstAt, lastAt: now }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
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
