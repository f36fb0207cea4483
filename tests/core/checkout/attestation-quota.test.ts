import { describe, expect, it } from 'vitest';
import { monthStart, quotaReachedMessage, requiredAttestations, staffQuotaState } from '../../../core/checkout';

describe('attestation', () => {
  it('a prescription-line item needs it; a first Autoship needs it only while the compliance flag is on', () => {
    const none = { hasPrescriptionLine: false, hasAutoshipLine: false, fairTradeCompliance: true };
    expect(requiredAttestations(none)).toEqual([]);
    expect(requiredAttestations({ ...none, hasPrescriptionLine: true })).toEqual(['prescription']);
    expect(requiredAttestations({ ...none, hasAutoshipLine: true })).toEqual(['autoship']);
    expect(requiredAttestations({ ...none, hasAutoshipLine: true, fairTradeCompliance: false })).toEqual([]);
    expect(requiredAttestations({ hasPrescriptionLine: true, hasAutoshipLine: true, fairTradeCompliance: true })).toEqual([
      'prescription',
      'autoship',
    ]);
  });
});

describe('staff-feeding quota', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const facts = (over: Partial<Parameters<typeof staffQuotaState>[0]> = {}) => ({
    quotaMonth: '2026-01',
    quotaValue: '3',
    ordersThisMonth: 2,
    now,
    ...over,
  });

  it('is reached when this month’s orders reach quotaValue', () => {
    expect(staffQuotaState(facts())).toEqual({ limit: 3, used: 2, quotaReached: false });
    expect(staffQuotaState(facts({ ordersThisMonth: 3 }))).toEqual({ limit: 3, used: 3, quotaReached: true });
  });

  it('no quota without a positive whole quotaValue, or before quotaMonth', () => {
    for (const quotaValue of [null, '', '0', 'ten', '-1'])
      expect(staffQuotaState(facts({ quotaValue, ordersThisMonth: 9 })).quotaReached).toBe(false);
    expect(staffQuotaState(facts({ quotaMonth: '2026-12', ordersThisMonth: 9 }))).toEqual({ limit: null, used: 9, quotaReached: false });
    expect(staffQuotaState(facts({ quotaMonth: null, ordersThisMonth: 3 })).quotaReached).toBe(true);
  });

  it('counts from the first instant of the month (UTC) and says when ordering opens again', () => {
    expect(monthStart(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(quotaReachedMessage(1, now)).toBe(
      'You have reached your staff-feeding quota for this month (1 order). You can order again from December 1, 2026.',
    );
  });
});
