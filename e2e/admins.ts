/**
 * The e2e server's admins (its ADMIN_EMAILS): one per file that signs an admin in. The e2e files run two at a
 * time against the one server, and a sign-in reads the newest code the outbox holds for its email, so two files
 * signing in the same admin at once could each read the other's code; each also gets the per-email code limit to
 * itself.
 */
export const e2eAdmins = {
  auth: 'admin-e2e-auth@detox21.com.br',
  offline: 'admin-e2e-offline@detox21.com.br',
  support: 'admin-e2e@detox21.com.br',
  analytics: 'admin-e2e-analytics@detox21.com.br',
  careCheckIn: 'admin-e2e-care@detox21.com.br',
} as const;
