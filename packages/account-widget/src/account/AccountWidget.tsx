import { useAdoptedCss, WidgetFailureNotice } from '@bikeship/embed';
import { LocaleProvider, ShopRuntimeProvider, supportedLocale } from '@bikeship/ui';
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { type AccountRuntimeOptions, createAccountBasics } from '../runtime/accountBasics';
import { createAccountRuntimeLoader } from '../runtime/accountRuntimeLoader';
import { LoginView } from '../signIn/LoginView';
import { accountCss } from './account.css';
import { AccountViewContext, type AccountViewControl } from './accountView';
import { type AccountView, isAccountView } from './accountViews';
import { UnknownView } from './UnknownView';
import { ViewLoading } from './ViewLoading';

// Every view but the login (the default, what a first render shows) loads when first shown:
// the element's first load stays ≤ 30 KB (scripts/size.mjs).
const RegisterView = lazy(() =>
  import('../signIn/RegisterView').then((m) => ({ default: m.RegisterView })),
);
const ConfirmEmailView = lazy(() =>
  import('../signIn/ConfirmEmailView').then((m) => ({ default: m.ConfirmEmailView })),
);
const ForgotPasswordView = lazy(() =>
  import('../signIn/ForgotPasswordView').then((m) => ({ default: m.ForgotPasswordView })),
);
const ResetPasswordView = lazy(() =>
  import('../signIn/ResetPasswordView').then((m) => ({ default: m.ResetPasswordView })),
);
const ChangePasswordView = lazy(() =>
  import('../password/ChangePasswordView').then((m) => ({ default: m.ChangePasswordView })),
);
const TimeoutView = lazy(() =>
  import('../session/TimeoutView').then((m) => ({ default: m.TimeoutView })),
);
const ProfileView = lazy(() => import('../profile/ProfileView'));
const SavedBoxesView = lazy(() => import('../saved/SavedBoxesView'));
const SavedAddressesView = lazy(() => import('../saved/SavedAddressesView'));
const SavedPaymentsView = lazy(() => import('../saved/SavedPaymentsView'));
const SavedSearchesView = lazy(() => import('../saved/SavedSearchesView'));
// The customer's account views are chunks of their own, loaded when shown (the first load).
const OrdersView = lazy(() =>
  import('../orders/OrdersView').then((m) => ({ default: m.OrdersView })),
);
const OrderView = lazy(() => import('../orders/OrderView').then((m) => ({ default: m.OrderView })));

const VIEWS: Record<AccountView, () => ReactNode> = {
  login: () => <LoginView />,
  register: () => <RegisterView />,
  'confirm-email': () => <ConfirmEmailView />,
  'forgot-password': () => <ForgotPasswordView />,
  'reset-password': () => <ResetPasswordView />,
  'change-password': () => <ChangePasswordView />,
  timeout: () => <TimeoutView />,
  profile: () => <ProfileView />,
  boxes: () => <SavedBoxesView />,
  addresses: () => <SavedAddressesView />,
  payments: () => <SavedPaymentsView />,
  searches: () => <SavedSearchesView />,
  orders: () => <OrdersView />,
  order: () => <OrderView />,
};

/**
 * `<bikeship-account>`'s tree: one runtime per element instance around the view its `view`
 * attribute names, in the element's locale.
 *
 * DECISION (first load ≤ 30 KB gzip, scripts/size.mjs): a view renders and takes input with the
 * basics alone; the stores and the data layer (ofetch, the call schemas, the session store) are
 * imported right after the first render, and a submit before they arrive waits for them.
 *
 * A link to another view sets the element's `view` attribute (the element re-renders with it)
 * and emits `bikeship:view`, which a page that shows each view on its own route can follow.
 */
export function AccountWidget(props: {
  view: string;
  orderId?: string | undefined;
  options: AccountRuntimeOptions;
  theme?: string;
}) {
  const { options } = props;
  useAdoptedCss(accountCss);
  const settingsKey = JSON.stringify(options.settings);
  const account = useMemo(() => {
    const basics = createAccountBasics(options);
    return { basics, loader: createAccountRuntimeLoader(options, basics) };
  }, [options.apiBase, settingsKey]);
  const { basics, loader } = account;
  const runtime = useSyncExternalStore(loader.subscribe, loader.current);
  useEffect(() => {
    // A failed import is tried again by the next submit.
    void loader.load().catch(() => {});
    return () => loader.dispose();
  }, [loader]);
  // Without an element to set the attribute on (tests, stories), the tree switches by itself.
  const [shownHere, setShownHere] = useState<{
    given: string;
    view: string;
    orderId?: string | undefined;
  } | null>(null);
  const here = shownHere?.given === props.view ? shownHere : null;
  const view = here ? here.view : props.view;
  const orderId = here?.orderId ?? props.orderId;
  const control = useMemo<AccountViewControl>(
    () => ({
      view,
      ...(orderId !== undefined ? { orderId } : {}),
      show(next, target) {
        basics.emit('bikeship:view', { view: next, previousView: view });
        if (options.showView) options.showView(next, target);
        else setShownHere({ given: props.view, view: next, orderId: target?.orderId ?? orderId });
      },
    }),
    [view, orderId, basics, props.view, options.showView],
  );
  const locale = supportedLocale(basics.settings.locale);
  return (
    <LocaleProvider locale={locale}>
      <ShopRuntimeProvider basics={basics} runtime={runtime} load={loader.load}>
        <AccountViewContext.Provider value={control}>
          <div className="bs-widget" lang={locale} data-theme={props.theme || undefined}>
            <WidgetFailureNotice failures={basics.failures} />
            <Suspense key={view} fallback={<ViewLoading />}>
              {isAccountView(view) ? VIEWS[view]() : <UnknownView view={view} />}
            </Suspense>
          </div>
        </AccountViewContext.Provider>
      </ShopRuntimeProvider>
    </LocaleProvider>
  );
}
