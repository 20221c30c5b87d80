import type { Role } from '../../contracts/auth.ts';

interface RoleLists {
  ADMIN_EMAILS: readonly string[];
  SUPPORT_EMAILS: readonly string[];
}

/** The roles the configured email lists give an email now. */
export function configuredRoles(config: RoleLists, email: string): Role[] {
  const roles: Role[] = [];
  if (config.ADMIN_EMAILS.includes(email)) roles.push('admin');
  if (config.SUPPORT_EMAILS.includes(email)) roles.push('support');
  return roles;
}

/**
 * Roles in force: recorded by events at sign-in AND still configured, so an email taken off a list loses its
 * role at once, not at its next sign-in.
 */
export function effectiveRoles(config: RoleLists, email: string, recorded: readonly string[]): Role[] {
  return configuredRoles(config, email).filter((role) => recorded.includes(role));
}
