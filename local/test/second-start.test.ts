import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { localSettings } from '../src/settings';
import { startLocalStack } from '../src/stack';

const listFiles = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('starting the local stack while it runs', () => {
  it('is refused on the first busy port and leaves the running stack’s data and answers alone', async () => {
    const { dataDir } = localSettings('test');
    const before = listFiles(dataDir);
    expect(before.length).toBeGreaterThan(0);

    await expect(startLocalStack('test', 'none')).rejects.toThrow(
      /is already in use: is the local stack already running\?/,
    );

    expect(listFiles(dataDir)).toEqual(expect.arrayContaining(before));
    expect((await fetch(`${inject('localStack').urls.api}/health`)).status).toBe(200);
  });
});
