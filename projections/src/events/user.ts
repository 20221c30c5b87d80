import { z } from 'zod';

/** user-{userId}: the account. Personal fields live only here and in rm_users, so erasure can find them. */
const roles = ['support', 'admin'] as const;
const consentPurposes = ['questionnaire_answers', 'ai_reflections'] as const;
const role = z.enum(roles);
const purpose = z.enum(consentPurposes);

export const userEvents = {
  UserRegistered: z.object({ email: z.email(), name: z.string() }),
  SignedIn: z.object({ method: z.enum(['code', 'password', 'direct']) }),
  /** An scrypt hash (never the password); kept so rm_users can be rebuilt from the log. */
  PasswordSet: z.object({ passwordHash: z.string().min(1) }),
  RoleGranted: z.object({ role, source: z.enum(['config']) }),
  RoleRevoked: z.object({ role, source: z.enum(['config']) }),
  /** Explicit consent to process sensitive data, for the policy text the user saw. */
  ConsentGiven: z.object({ purpose, policyVersion: z.string().min(1) }),
  ConsentRevoked: z.object({ purpose }),
  /** The tombstone left after erasure: it carries no personal data. */
  AccountDeleted: z.object({ erasedStreams: z.number().int().min(0) }),
} as const;

export type Role = (typeof roles)[number];
export type ConsentPurpose = (typeof consentPurposes)[number];
