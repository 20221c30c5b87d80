import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isLandingPath } from '../features/landing/landing-path.ts';
import { RouteSpinner } from './route-spinner.tsx';

const LandingPage = lazy(async () => ({
  default: (await import('../features/landing/landing-page.tsx')).LandingPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
}));

/** Any path no route claims: the landing pages by prefix (/lp*, /landing*, /vsl*), otherwise 404. */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<RouteSpinner />}>
      {isLandingPath(pathname) ? <LandingPage /> : <NotFoundPage />}
    </Suspense>
  );
}
