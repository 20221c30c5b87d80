import { type SubmitEvent, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { loginStrings as text } from './strings.ts';
import { TextField } from '../../shared/text-field.tsx';
import { Row } from '../../shared/row.tsx';

interface CodeStepProps {
  info: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
  onInvalid: (message: string) => void;
}

/** Step two of the sign-in: the 6-digit code from the email. */
export function CodeStep({ info, busy, onSubmit, onResend, onChangeEmail, onInvalid }: CodeStepProps) {
  const [code, setCode] = useState('');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      onInvalid(text.code.format);
      return;
    }
    onSubmit(digits);
  };
  return (
    <form onSubmit={submit} noValidate css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>{text.code.heading}</h2>
      {info && (
        <p role="status" css={{ margin: 0 }}>
          {info}
        </p>
      )}
      <TextField
        label={text.code.label}
        hint={text.code.spamHint}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
        }}
        css={{ letterSpacing: '0.3em', fontSize: '1.25rem' }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? text.code.submitting : text.code.submit}
      </Button>
      <Row>
        <Button variant="ghost" onClick={onResend} disabled={busy}>
          {text.code.resend}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail} disabled={busy}>
          {text.code.otherEmail}
        </Button>
      </Row>
    </form>
  );
}
