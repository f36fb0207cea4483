import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../core/contract/define';
import * as donation from '../../../core/contract/donation';

describe('donation contract', () => {
  it('fills a :param from the input and keeps the rest', () => {
    expect(fillPath('/api/donation/tracking/:trackingId/set-cause', { trackingId: 'a b', causeId: null })).toEqual({
      path: '/api/donation/tracking/a%20b/set-cause',
      rest: { causeId: null },
    });
  });
  it('confirmation data: 2 decimals and JSON text', () => {
    const ok = { totalDonationAmount: 12.34, causes: '[{"id":"12-3456789"}]' };
    expect(donation.confirmationDataSchema.safeParse(ok).success).toBe(true);
    expect(donation.confirmationDataSchema.safeParse({ ...ok, totalDonationAmount: 1.234 }).success).toBe(false);
    expect(donation.confirmationDataSchema.safeParse({ ...ok, causes: '{oops' }).success).toBe(false);
  });
  it('click-stream client properties are lower-cased', () => {
    const parsed = donation.clickStreamEventSchema.parse({
      client: {
        userAgent: 'Mozilla/5.0 X',
        url: 'https://Shop.Example/P',
        deviceType: 'Mobile',
        browserType: 'Chrome',
        browserVersion: '120',
        platform: 'iOS',
      },
      storeId: 'x',
      event: { time: '2026-11-25T10:00:00Z', type: 'widget_ready', version: '0.1.15' },
    });
    expect(parsed.client).toMatchObject({
      userAgent: 'mozilla/5.0 x',
      url: 'https://shop.example/p',
      deviceType: 'mobile',
      platform: 'ios',
    });
    expect(parsed.metadata).toEqual({});
  });
});
