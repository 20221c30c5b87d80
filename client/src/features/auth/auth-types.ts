// Session shapes from spec §3. They move to @detox/server/contracts once the server exports them.
export type User = { id: string; name: string; email: string };

export type Subscription = { type: string; endDate: string };

export type Session = { token: string; user: User; subscription: Subscription | null };
