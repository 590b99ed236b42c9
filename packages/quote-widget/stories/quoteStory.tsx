import { ShopRuntimeProvider } from '@bikeship/ui';
import type { Decorator, Loader } from '@storybook/preact-vite';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import type { QuoteRuntime, QuoteSettings } from '../src/runtime/quoteRuntime';
import type { FakeApi, FakeHandler } from '../src/testing/fakeApi';
import { createTestRuntime } from '../src/testing/renderQuote';

/**
 * How a wizard story sets up its world: the fake API's handlers (fixture data, failures), the
 * element's settings, and `prepare` — what brings the stores to the state the story shows
 * (`runtime.ship.getState().updateSearch(...)`, `loadRates()`, `setStep(...)`), run before the
 * story renders.
 */
export interface QuoteStorySetup {
  handlers?: Record<string, FakeHandler>;
  settings?: Partial<QuoteSettings>;
  prepare?(world: QuoteWorld): void | Promise<void>;
}

/** A story's runtime and the fake API it talks to. */
export interface QuoteWorld {
  runtime: QuoteRuntime;
  api: FakeApi;
}

/**
 * A story's setup as Storybook parameters: a story's handlers are merged over its file's (the
 * parameters deep-merge), its `prepare` replaces the file's.
 * @example export const Filled: Story = { parameters: quoteSetup({ prepare: fillSearch }) };
 */
export const quoteSetup = (setup: QuoteStorySetup) => ({ quote: setup });

/** Builds the story's runtime on the in-memory fake API (no server) and prepares its state. */
export const quoteRuntimeLoader: Loader<unknown> = async (context) => {
  const setup: QuoteStorySetup = context.parameters.quote ?? {};
  const { runtime, api } = createTestRuntime(setup.handlers, setup.settings);
  await setup.prepare?.({ runtime, api });
  return { quoteRuntime: runtime };
};

/** Gives the story the loader's runtime, as `<bikeship-quote>` gives its wizard one. */
export const withQuoteRuntime: Decorator<unknown> = (Story, context) => {
  const runtime: QuoteRuntime | undefined = context.loaded.quoteRuntime;
  if (!runtime) throw new Error('withQuoteRuntime: add quoteRuntimeLoader to the loaders');
  // Storybook types the story as a Preact function; our JSX is typed by the React API.
  const Inner = Story as unknown as ComponentType;
  return (
    <RuntimeScope runtime={runtime}>
      <Inner />
    </RuntimeScope>
  );
};

function RuntimeScope(props: { runtime: QuoteRuntime; children: ReactNode }) {
  const { runtime } = props;
  // The session's timers stop when the story is left, as when an element is removed.
  useEffect(() => () => runtime.dispose(), [runtime]);
  return <ShopRuntimeProvider runtime={runtime}>{props.children}</ShopRuntimeProvider>;
}

/** A handler that never answers: the UI stays in its loading state. */
export const pending: FakeHandler = () => new Promise<never>(() => {});
