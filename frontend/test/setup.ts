import { configure } from '@testing-library/react';

// Pages load lazily; on a busy machine a first import can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
