import { LANDING_PATH_PATTERN } from '@detox/server/contracts/sales-pages';

// Landing and video sales pages live under any path starting with these prefixes (spec §2), e.g. /lp,
// /lp/instagram, /lp-2, /landing-abril, /vsl3. React Router patterns cannot express a bare prefix.
export function isLandingPath(pathname: string): boolean {
  return LANDING_PATH_PATTERN.test(pathname);
}
