import type { BicycleShop } from '@bikeship/core/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMounted } from '../account/useMounted';
import { LookupForm } from '../forms/LookupForm';
import { useLookupText } from '../forms/useLookupText';
import { FinderMap } from './FinderMap';
import { distanceText, NEAR_PARAM, nearQueryOf, SHOP_PARAM, shopIdOf } from './finderQuery';
import { ShopDetails, ShopFacts } from './ShopDetails';
import {
  type ShopLookup,
  type ShopSearch,
  useAllShops,
  useShop,
  useShopSearch,
} from './useFinderCalls';
import '../../styles/finder.css';

const UNREACHABLE =
  'The shop finder could not be reached just now. Check your connection and search again.';

/** The address of a shop's page, keeping the search it was found by (back comes back to it). */
function shopPage(near: string, shopId: number): string {
  const params = new URLSearchParams(near ? { [NEAR_PARAM]: near } : {});
  params.set(SHOP_PARAM, String(shopId));
  return `?${params}`;
}

function ShopList(props: { shops: readonly BicycleShop[]; near: string }) {
  return (
    <ol className="site-finder-list">
      {props.shops.map((shop) => (
        <li key={shop.shopId}>
          <h3>
            <Link to={shopPage(props.near, shop.shopId)}>{shop.name}</Link>
          </h3>
          {shop.distanceMiles === undefined ? null : (
            <p className="site-finder-distance">{distanceText(shop.distanceMiles)} away</p>
          )}
          <ShopFacts shop={shop} />
          {shop.partnerCode ? (
            <p className="site-finder-partner">bikeship partner: get a quote on its page</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** What the page says under the search box for a search. */
function SearchAnswer(props: { search: ShopSearch; near: string }) {
  const { search } = props;
  switch (search.state) {
    case 'idle':
    case 'unknown-place':
      return null;
    case 'loading':
      return <p role="status">Looking for shops…</p>;
    case 'unreachable':
      return (
        <p className="site-finder-problem" role="alert">
          {UNREACHABLE}
        </p>
      );
    case 'found': {
      const { place, shops } = search.answer;
      return (
        <section aria-labelledby="finder-answer-title">
          <h2 id="finder-answer-title">Shops near {place?.name ?? props.near}</h2>
          <p role="status">
            The {shops.length} nearest shops, nearest first, by straight-line distance.
          </p>
          <ShopList shops={shops} near={props.near} />
        </section>
      );
    }
  }
}

/**
 * What the shops' services mean and how distances are measured: the finder's explanation, in the
 * prerendered page. DECISION: it is what the results column shows before a search, and a
 * search's answer takes its place, so that the answer arriving moves nothing the visitor sees
 * (no layout shift); the form and the map above it stay where they are.
 */
function FinderExplanation() {
  return (
    <section className="site-finder-about" aria-labelledby="finder-about-title">
      <h2 id="finder-about-title">What the shops do</h2>
      <dl>
        <dt>Packs bikes</dt>
        <dd>
          Takes your bike in, boxes it with padding and the right spacers, and hands it to the
          carrier with your label.
        </dd>
        <dt>Receives shipments</dt>
        <dd>
          Accepts a bike shipped to it and keeps it until you pick it up: ship to the shop when
          nobody is home to sign for it.
        </dd>
        <dt>Assembles bikes</dt>
        <dd>
          Puts a shipped bike back together and checks it — bars, pedals, brakes, gears — so it is
          ready to ride when you arrive.
        </dd>
      </dl>
      <p>
        Distances are straight lines from the middle of the ZIP code or city you enter: the road is
        longer. Call a shop before you ship to agree on when it takes your bike in. Partner shops
        have a quote box on their page that fills in the shop as the destination.
      </p>
    </section>
  );
}

/** The shop of `?shop=`, or why it cannot be shown. */
function ShopAnswer(props: { lookup: ShopLookup; near: string }) {
  const { lookup, near } = props;
  const backTo = near ? `?${new URLSearchParams({ [NEAR_PARAM]: near })}` : '/bicycleshops';
  const backText = near ? `Back to the shops near ${near}` : 'Back to the finder';
  switch (lookup.state) {
    case 'idle':
      return null;
    case 'loading':
      return <p role="status">Loading the shop…</p>;
    case 'found':
      return <ShopDetails shop={lookup.shop} backTo={backTo} backText={backText} />;
    case 'unknown':
      return (
        <p className="site-finder-problem" role="alert">
          No shop has this address any more. <Link to={backTo}>{backText}</Link>.
        </p>
      );
    case 'unreachable':
      return (
        <p className="site-finder-problem" role="alert">
          {UNREACHABLE}
        </p>
      );
  }
}

/**
 * `/bicycleshops`, the bike shop finder: the shops near a ZIP code or a city, nearest first with
 * their distance, on a map of the states, from the shops the API knows (GET /api/BicycleShop).
 * The search goes in the address (`?near=`), as does an open shop (`?shop=`): a search reloads,
 * shares and comes back with the back button. A shop's page gives a partner shop's quote box.
 * The heading, the explanations, the form and the bare map are in the prerendered page.
 */
export default function BicycleShopsPage() {
  const [params, setParams] = useSearchParams();
  // The prerender knows no query string: the search is read once the page has hydrated.
  const mounted = useMounted();
  const near = mounted ? nearQueryOf(params.get(NEAR_PARAM)) : '';
  const shopId = mounted ? shopIdOf(params.get(SHOP_PARAM)) : undefined;
  const [text, setText] = useLookupText(near);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Each press of the button asks again, the same search too: a retry after a failure.
  const [attempt, setAttempt] = useState(0);
  const search = useShopSearch(shopId ? '' : near, attempt);
  const shop = useShop(shopId);
  const allShops = useAllShops();

  // A place the API does not know is the field's problem: said there, and the focus goes back.
  const placeProblem = search.state === 'unknown-place' ? search.message : null;
  useEffect(() => {
    if (placeProblem) input.current?.focus();
  }, [placeProblem]);
  const fieldProblem = problem ?? placeProblem;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = nearQueryOf(text);
    if (!asked) {
      setProblem('Enter a ZIP code or a city, like 80302 or Boulder, CO.');
      input.current?.focus();
      return;
    }
    setProblem(null);
    setAttempt((count) => count + 1);
    setParams({ [NEAR_PARAM]: asked });
  };

  const found = search.state === 'found' ? search.answer : undefined;
  const openShop = shop.state === 'found' ? shop.shop : undefined;
  return (
    <article className="site-page site-finder" aria-labelledby="finder-title">
      <h1 id="finder-title">Find a bike shop</h1>
      <p className="site-lead">
        Ship your bike to a shop near where you ride, or have one pack it for you. Enter a ZIP code
        or a city to see the shops nearest to it, with what each one does.
      </p>
      <LookupForm
        label="ZIP code or city"
        name={NEAR_PARAM}
        value={text}
        onChange={setText}
        onSubmit={submit}
        buttonText="Find shops"
        problem={fieldProblem}
        inputRef={input}
        inputHints={{ autoComplete: 'postal-code', spellCheck: false }}
      />
      <div className="site-finder-layout">
        <div className="site-finder-results">
          {shopId ? (
            <ShopAnswer lookup={shop} near={near} />
          ) : search.state === 'idle' || search.state === 'unknown-place' ? (
            <FinderExplanation />
          ) : (
            <SearchAnswer search={search} near={near} />
          )}
        </div>
        <FinderMap
          shops={allShops}
          found={shopId ? [] : (found?.shops ?? [])}
          place={shopId ? undefined : found?.place?.mapPoint}
          selected={openShop}
        />
      </div>
    </article>
  );
}
