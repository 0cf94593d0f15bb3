import sesModule from 'aws-ses-v2-local';
import type { Started } from '../process';
import type { LocalSettings } from '../settings';

export const sesUrl = (settings: LocalSettings) => `http://localhost:${settings.ports.ses}`;

// The package is CommonJS with an ES-module-style default export, which Node hands over one level deep.
const startSesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

/** aws-ses-v2-local in this process: captures every mail; its page lists them. */
export async function startSes(settings: LocalSettings): Promise<Started> {
  const server = await startSesServer({ host: '127.0.0.1', port: settings.ports.ses });
  return {
    name: 'aws-ses-v2-local',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
