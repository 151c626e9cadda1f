import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only with vitest globals on. Unmounting also cancels the
// timers mounted components hold (notistack's transitions), which would otherwise fire after jsdom is gone.
afterEach(cleanup);
