/**
 * The zod schema of the cart's stored snapshot. The cart store loads this module only when there is
 * a snapshot to check, so a first visit loads no zod (the first-visit JavaScript budget). Import it statically
 * only from tests.
 */
export { cartStateSchema } from '../../../../core/cart/state';
