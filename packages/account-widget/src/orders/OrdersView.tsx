import { useAdoptedCss } from '@bikeship/embed';
import { Button, Notice, useFormat, useMessages } from '@bikeship/ui';
import { type ReactNode, useId } from 'react';
import { accountMessages } from '../account/accountMessages';
import { ViewLoading } from '../account/ViewLoading';
import { OrderList } from './OrderSummary';
import { ordersCss } from './orders.css';
import { monthName } from './orderTexts';
import { SignedOutOrders } from './SignedOutOrders';
import { type Loaded, useOrderHistory } from './useOrderHistory';
import { useOrdersApi } from './useOrdersApi';
import { useSignedInCustomer } from './useSignedInCustomer';

/**
 * `<bikeship-account view="orders">` (quote §7: the order history): the most recent orders
 * (`Order/recent`, three) and the months with orders (`Order/dates`, newest first); choosing a
 * month lists its orders (`Order/get`). Each order links to its details (`view="order"`).
 * A visitor who is not signed in is asked to log in, in place (SignedOutOrders.tsx).
 */
export function OrdersView() {
  const t = useMessages(accountMessages);
  useAdoptedCss(ordersCss);
  const customer = useSignedInCustomer();
  const titleId = useId();
  return (
    <section className="bs-account bs-orders" aria-labelledby={titleId}>
      <h2 className="bs-account-title" id={titleId}>
        {t('Your orders')}
      </h2>
      {customer === 'loading' ? (
        <ViewLoading />
      ) : customer === null ? (
        <SignedOutOrders />
      ) : (
        <OrderHistory />
      )}
    </section>
  );
}

function OrderHistory() {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const history = useOrderHistory(useOrdersApi());
  const recentId = useId();
  const monthsId = useId();
  const chosenId = useId();
  return (
    <>
      <section className="bs-orders-part" aria-labelledby={recentId}>
        <h3 id={recentId}>{t('Most recent')}</h3>
        <Listed
          loaded={history.recent}
          render={(orders) => <OrderList orders={orders} empty={t('You have no orders yet.')} />}
        />
      </section>
      <section className="bs-orders-part" aria-labelledby={monthsId}>
        <h3 id={monthsId}>{t('Orders by month')}</h3>
        <Listed
          loaded={history.months}
          render={(months) =>
            months.length === 0 ? (
              <p>{t('No months with orders yet.')}</p>
            ) : (
              <ul className="bs-orders-months">
                {months.map((month) => (
                  <li key={`${month.year}-${month.month}`}>
                    <Button
                      variant="secondary"
                      aria-pressed={history.isChosen(month)}
                      onClick={() => history.choose(month)}
                    >
                      {monthName(format.locale, month)}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        />
      </section>
      {history.chosen && history.ofMonth ? (
        <section className="bs-orders-part" aria-labelledby={chosenId}>
          <h3 id={chosenId}>
            {t('Orders of {month}', { month: monthName(format.locale, history.chosen) })}
          </h3>
          <Listed
            loaded={history.ofMonth}
            render={(orders) => <OrderList orders={orders} empty={t('No orders in this month.')} />}
          />
        </section>
      ) : null}
    </>
  );
}

/** A list on its way ("Loading…"), not there (said, as an alert), or there. */
function Listed<T>(props: { loaded: Loaded<T>; render: (value: T) => ReactNode }) {
  const t = useMessages(accountMessages);
  if (props.loaded.state === 'loading') return <p role="status">{t('Loading…')}</p>;
  if (props.loaded.state === 'failed') {
    return <Notice tone="danger">{t('Your orders could not be loaded. Try again later.')}</Notice>;
  }
  return props.render(props.loaded.value);
}
