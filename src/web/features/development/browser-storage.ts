/** One key of the browser's storage, as the debug page lists it. */
export type StoredEntry = { area: 'localStorage' | 'sessionStorage'; key: string; value: string };

function entriesOf(area: StoredEntry['area']): StoredEntry[] {
  const storage = window[area];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index))
    .filter((key): key is string => key !== null)
    .sort()
    .map((key) => ({ area, key, value: storage.getItem(key) ?? '' }));
}

/** Everything this site keeps in the browser's local and session storage. */
export function readBrowserStorage(): StoredEntry[] {
  return [...entriesOf('localStorage'), ...entriesOf('sessionStorage')];
}

export function clearBrowserStorage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/** A throwaway account: an address nobody owns and a passphrase strong enough for the server's rule. */
export function testAccount(random: () => string = () => crypto.randomUUID()) {
  const id = random().slice(0, 8);
  const password = `test ${random()} passphrase`;
  return { firstName: 'Test', lastName: `User ${id}`, email: `test-${id}@example.test`, password, confirmPassword: password };
}
