/** Dismissing the cart's refusal notices (loaded with the page: a notice can be there at start). */
import { deleteOutboxEntry } from '../../../lib/local-db/outbox';
import { cartInternals, commit, serial } from './cart-store';
import { announce } from '../../../lib/outbox-trigger';

/** Hides a refusal; a refused outbox entry is deleted with it. */
export function dismissRefusal(id: string): void {
  const { localRefusals, rows } = cartInternals();
  if (id.startsWith('local-')) {
    commit({ localRefusals: localRefusals.filter((notice) => notice.id !== id) });
    return;
  }
  const seq = Number(id.replace(/^outbox-/, ''));
  commit({ rows: rows.filter((row) => row.seq !== seq) });
  void serial(async () => {
    await deleteOutboxEntry(seq);
    announce({ type: 'OUTBOX_CHANGED' });
  });
}
