// Component tests (the `widgets` Vitest project): unmount what a test rendered, so each test
// starts from an empty document.
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
