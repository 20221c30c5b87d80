/** Mail port: the server sends sign-in codes through it; SMTP in production, a console outbox otherwise. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

export interface MailProvider {
  readonly kind: 'smtp' | 'console';
  send(message: MailMessage): Promise<void>;
  /** The last messages sent, newest first: only the console outbox keeps them (for /dev/outbox). */
  recent(): readonly SentMail[];
}
