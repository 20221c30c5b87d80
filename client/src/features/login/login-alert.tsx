import type { LoginAlert } from './use-email-sign-in.ts';

/** spec §2: errors appear in an alert box, announced at once. */
export function LoginAlertBox({ alert }: { alert: LoginAlert }) {
  return (
    <div
      role="alert"
      css={(theme) => ({
        padding: `${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radii.sm,
        borderLeft: `4px solid ${theme.colors.danger}`,
        background: theme.colors.dangerSoft,
        color: theme.colors.danger,
      })}
    >
      <p css={{ margin: 0, fontWeight: 700 }}>{alert.title}</p>
      <p css={{ margin: 0 }}>{alert.message}</p>
    </div>
  );
}
