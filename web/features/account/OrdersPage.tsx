import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useOnline } from '../../lib/use-online';
import { useOrders } from './account-queries';
import { AccountLayout, isOfflineCopy, QueryState } from './AccountLayout';
import { formatDate, formatMoney } from './format';
import { Button } from '../../ui/Button';

/** 'My Orders': the customer's orders, newest first, a page at a time (cursor), with a search. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const orders = useOrders(query);
  const online = useOnline();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
  };

  return (
    <AccountLayout title="My Orders" offlineCopy={isOfflineCopy(online, orders)}>
      <search>
        <form className="account-search" onSubmit={search}>
          <label className="visually-hidden" htmlFor="order-search">
            Search orders
          </label>
          <input
            id="order-search"
            type="search"
            placeholder="Order number, product or SKU"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button variant="secondary" type="submit">
            Find orders
          </Button>
        </form>
      </search>
      <QueryState isPending={orders.isPending} error={orders.error} hasData={orders.data !== undefined} />
      {orders.data && list.length === 0 && <p>{query ? `No orders match "${query}".` : 'You have not placed any orders yet.'}</p>}
      <ul className="account-list" aria-label="Orders">
        {list.map((order) => (
          <li key={order.id} className="account-card">
            <h2>
              <Link to={`/account/orders/${order.id}`}>Order {order.number}</Link>
              {order.status === 'cancelled' && <span className="account-tag">Cancelled</span>}
            </h2>
            <dl className="account-facts">
              <dt>Placed</dt>
              <dd>{formatDate(order.createdAt)}</dd>
              <dt>Items</dt>
              <dd>{order.itemCount}</dd>
              <dt>Total</dt>
              <dd>{formatMoney(order.total)}</dd>
            </dl>
            <p>{order.lines.map((line) => `${line.productTitle} (${line.variantTitle}) × ${line.quantity}`).join('; ')}</p>
          </li>
        ))}
      </ul>
      {orders.hasNextPage && (
        <Button variant="secondary" disabled={orders.isFetchingNextPage || !online} onClick={() => void orders.fetchNextPage()}>
          {orders.isFetchingNextPage ? 'Loading…' : 'Show more orders'}
        </Button>
      )}
    </AccountLayout>
  );
}
