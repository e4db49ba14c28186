import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Ceilings, not speed goals: on a two-core machine running several suites, a screen's first
// render can take longer than Testing Library's 1 s default, and a failure must mean it never came.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

beforeAll(() => {
  // The test DOM has no FontFaceSet; Mantine's autosizing textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});
