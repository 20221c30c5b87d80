import type { Role } from '@detox/server/contracts/auth';

// Session shapes of spec §3, as stored (redux-persist and the auth_token/user_data/subscription_data keys).
// The server answers more (SessionResponse); extra fields are kept as they come.
export interface User {
  id: string;
  name: string;
  email: string;
  roles?: Role[];
}

/** spec §3: type 'premium' or 'vip' counts as premium while endDate is in the future. */
export interface Subscription {
  type: string;
  endDate: string | null;
}

export interface Session {
  token: string;
  user: User;
  subscription: Subscription | null;
}
