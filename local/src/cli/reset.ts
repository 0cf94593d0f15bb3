import fs from 'node:fs';
import { localSettings } from '../settings';

const { dataDir } = localSettings('dev');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}: the next start creates and seeds a fresh local stack.`);
