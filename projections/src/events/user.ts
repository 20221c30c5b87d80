import { z } from 'zod';

/** user-{userId}: the account. */
export const userEvents = {
  UserRegistered: z.object({ email: z.email(), name: z.string() }),
  SignedIn: z.object({ method: z.enum(['code', 'password', 'direct']) }),
} as const;
