import { describe, expect, it } from 'vitest';
import { onSignIn, publishSignIn } from '../../../web/features/identity/sign-in-events';

describe('sign-in events', () => {
  it('runs the listeners one after another in the order they joined, their answers merged', async () => {
    const order: string[] = [];
    const leaveFirst = onSignIn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('cart');
      return { checkout: { acknowledged: true, checkoutUrl: '/checkout/1', overQuantityLimit: false } };
    });
    const leaveSecond = onSignIn(() => {
      order.push('other');
      return undefined;
    });
    expect(await publishSignIn()).toEqual({ checkout: { acknowledged: true, checkoutUrl: '/checkout/1', overQuantityLimit: false } });
    expect(order).toEqual(['cart', 'other']);
    leaveFirst();
    leaveSecond();
  });

  it('a listener that left is not told, and with none the answer is empty', async () => {
    let told = 0;
    const leave = onSignIn(() => {
      told += 1;
      return {};
    });
    leave();
    leave(); // leaving twice is harmless
    expect(await publishSignIn()).toEqual({});
    expect(told).toBe(0);
  });

  it("a listener's failure reaches the sign-in page", async () => {
    const leave = onSignIn(() => Promise.reject(new Error('restore code did not load')));
    await expect(publishSignIn()).rejects.toThrow('restore code did not load');
    leave();
  });
});
