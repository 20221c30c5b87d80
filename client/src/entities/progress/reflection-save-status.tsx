import { WriteFailure } from './write-failure.tsx';
import type { ReflectionAutosave } from './use-reflection-autosave.ts';

/** Under the reflection field: 'Salvando...', then 'Reflexão salva' (announced), or why it was not saved. */
export function ReflectionSaveStatus({
  autosave,
  editable,
  text,
}: {
  autosave: ReflectionAutosave;
  editable: boolean;
  text: { saving: string; saved: string; saveError: string };
}) {
  return (
    <>
      <p
        role="status"
        css={(theme) => ({
          margin: 0,
          minHeight: '1.5em',
          fontSize: theme.fontSizes.sm,
          color: theme.colors.primary,
        })}
      >
        {autosave.isLoading ? text.saving : autosave.saved && editable ? text.saved : ''}
      </p>
      {autosave.isError && <WriteFailure error={autosave.error} fallback={text.saveError} />}
    </>
  );
}
