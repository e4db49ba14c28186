import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Ceilings, not speed goals: on a two-core machine running several suites, a screen's first
// render can take longer than Testing Library's 1 s default, and a failure must mean it never came.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
