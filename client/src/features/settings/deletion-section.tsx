import { type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../shared/api/api.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { showToast } from '../../shared/toast/toast-store.ts';
import { sessionCleared } from '../../entities/auth/auth-slice.ts';
import { TextField } from '../../shared/text-field.tsx';
import { useDeleteAccountMutation } from '../../entities/settings/settings-api.ts';
import { Section } from './section.tsx';
import { settingsStrings as text } from './strings.ts';

/** LGPD erasure: the user types their email, the server erases everything, the device forgets the session. */
export function DeletionSection({ email }: { email: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setProblem(text.deletion.mismatch);
      return;
    }
    setProblem(null);
    try {
      await deleteAccount({ confirmEmail: typed }).unwrap();
    } catch {
      setProblem(text.deletion.failed);
      return;
    }
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    showToast({ title: text.deletion.done, description: text.deletion.doneText });
    void navigate('/', { replace: true });
  };

  return (
    <Section heading={text.deletion.heading}>
      <p>{text.deletion.text}</p>
      <form
        onSubmit={(event) => void submit(event)}
        css={(theme) => ({ display: 'grid', gap: theme.space.md })}
      >
        <TextField
          label={text.deletion.confirmLabel}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        {problem && <InlineAlert>{problem}</InlineAlert>}
        <Button
          type="submit"
          disabled={deleting.isLoading || typed.trim() === ''}
          css={(theme) => ({
            background: theme.colors.danger,
            '&:hover:not(:disabled)': { background: theme.colors.dangerHover },
          })}
        >
          {deleting.isLoading ? text.deletion.deleting : text.deletion.confirm}
        </Button>
      </form>
    </Section>
  );
}
