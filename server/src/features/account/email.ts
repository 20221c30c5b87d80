/** Emails are trimmed and lower-cased everywhere: the customer stream, rm_users and sign-in codes agree. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
