export type ApiEnvironment = 'production' | 'local' | 'other';

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$|\.local$/;
const PRIVATE_NETWORK = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/** The diagnostic panel's badge (spec §2): this machine or the local network, a public https site, or other. */
export function apiEnvironment(hostname: string, protocol: string): ApiEnvironment {
  if (LOCAL_HOST.test(hostname) || PRIVATE_NETWORK.test(hostname)) return 'local';
  if (protocol === 'https:') return 'production';
  return 'other';
}
