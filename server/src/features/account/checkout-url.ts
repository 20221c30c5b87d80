const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** CHECKOUT_URL when it is a safe link to open (https, or http on this machine); null otherwise. */
export function checkoutUrlOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    const safe = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
    return safe ? url.href : null;
  } catch {
    return null;
  }
}
