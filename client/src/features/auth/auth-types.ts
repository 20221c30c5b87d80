// Session shapes from spec §3. They move to @detox/server/contracts once the server exports them.
export interface User {
  id: string;
  name: string;
  email: string;
}

export interface Subscription {
  type: string;
  endDate: string;
}

export interface Session {
  token: string;
  user: User;
  subscription: Subscription | null;
}
