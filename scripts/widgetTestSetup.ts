// Component tests (the `widgets` Vitest project): unmount what a test rendered, so each test
// starts from an empty document.
import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what the customer waits for (an answer, a lazily loaded part), not
// for a fixed second: the first import of a lazy chunk is transformed on demand by Vitest, which
// on a loaded 2-core machine takes well over Testing Library's 1 s default. The bound stays under
// the test's own timeout, so a wait that never ends still fails with Testing Library's message.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
