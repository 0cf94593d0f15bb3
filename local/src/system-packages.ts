import { execFileSync, spawnSync } from 'node:child_process';

const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

let aptUpdated = false;

/** Installs a Debian package when the command it provides is missing (the machines run as root). */
export function ensureDebianPackage(command: string, versionArgs: string[], aptPackage: string): void {
  if (has(command, versionArgs)) return;
  console.log(`Installing ${aptPackage} (needed for ${command})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', aptPackage], { stdio: 'inherit', env });
  if (!has(command, versionArgs)) throw new Error(`${aptPackage} was installed but ${command} still does not run`);
}
