import { createLazyRuntimeLoader } from '@bikeship/embed';
import type { AccountBasics, AccountRuntimeOptions } from './accountBasics';

/** The element's stores and data layer, imported after its first render (the first-load budget). */
export function createAccountRuntimeLoader(options: AccountRuntimeOptions, basics: AccountBasics) {
  return createLazyRuntimeLoader(
    () =>
      import('./accountRuntime').then(
        ({ createAccountRuntime }) =>
          () =>
            createAccountRuntime(options, basics),
      ),
    'The account element was removed',
  );
}
