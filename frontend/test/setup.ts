import { configure } from '@testing-library/react';

// Pages load lazily; on a busy machine a first import can take longer than Testing Library's 1 s default (a file's
// first page took more than 10 s once while CI's two lanes shared two cores). A test still has 30 s in all.
configure({ asyncUtilTimeout: 20_000 });
