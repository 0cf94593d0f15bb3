/** Entries left by the previous (Supabase) version of the site: `sb-<project>-auth-token`. */
const isLegacyAuthKey = (key: string) => key.startsWith('sb-') && key.includes('auth');

export function clearLegacyAuthStorage(): void {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && isLegacyAuthKey(key)) storage.removeItem(key);
  }
}
