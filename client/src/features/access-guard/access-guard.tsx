import type { ComponentType, ReactNode } from 'react';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { SESSION_CHECK_KEY, useVerifyTokenMutation } from '../../entities/auth/auth-api.ts';
import { selectAuth, sessionOf } from '../../entities/auth/auth-slice.ts';
import { decideAccess, type RequiredAccess } from '../../entities/access/access-rules.ts';
import { AccessDeniedScreen } from '../../entities/access/access-screens.tsx';
import { accessGuardStrings } from '../../entities/access/strings.ts';

/**
 * spec §2 Access guard wrapper: the page, or 'Acesso Restrito', 'Acesso Premium Necessário' or 'Assinatura
 * Expirada'. A stored session that allows the page shows it at once (offline too). One that would refuse waits,
 * with a spinner, for the start-up token check: the server may know of a renewal this device has not seen.
 * The server guards every endpoint anyway; this spares the subscriber a page that cannot work.
 */
export function AccessGuard({ access, children }: { access: RequiredAccess; children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const [, check] = useVerifyTokenMutation({ fixedCacheKey: SESSION_CHECK_KEY });
  const decision = decideAccess(sessionOf(auth), access, new Date());
  if (decision === 'allowed') return <>{children}</>;
  if (auth.token && (check.isUninitialized || check.isLoading)) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: '20vh 16px' }}>
        <Spinner label={accessGuardStrings.checking} />
      </div>
    );
  }
  return <AccessDeniedScreen decision={decision} adminOnly={access === 'admin' || access === 'support'} />;
}

export function withAccessGuard(Page: ComponentType, access: RequiredAccess): ComponentType {
  function Guarded() {
    return (
      <AccessGuard access={access}>
        <Page />
      </AccessGuard>
    );
  }
  Guarded.displayName = `Guarded(${Page.displayName ?? Page.name})`;
  return Guarded;
}
