import { useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useSaveGuidanceMutation } from '../../entities/guidance/saved-guidance-api.ts';
import type { SaveGuidanceRequest } from '@detox/server/contracts/saved-guidance';
import { newActionKey } from '../../entities/progress/action-key.ts';

interface SaveGuidanceButtonProps {
  /** The panel's texts: the button before and after saving, the failure, and (optional) what shows when
   *  `request` gives nothing. */
  text: { save: string; saved: string; saveError: string; nothingToSave?: string };
  /** The guidance to save, built when the button is pressed (null: nothing to save yet). */
  request: () => SaveGuidanceRequest | null;
}

/** Saves a piece of guidance to 'Orientações Salvas' once; the button then says it is saved. */
export function SaveGuidanceButton({ text, request }: SaveGuidanceButtonProps) {
  const [save, saving] = useSaveGuidanceMutation();
  const [nothing, setNothing] = useState(false);
  // One key per piece: pressing again after an unclear failure resends the same save instead of a second copy.
  const [key] = useState(newActionKey);
  return (
    <>
      <Button
        variant="secondary"
        disabled={saving.isLoading || saving.isSuccess}
        onClick={() => {
          const body = request();
          setNothing(body === null);
          if (body) void save({ key, ...body });
        }}
      >
        {saving.isSuccess ? text.saved : text.save}
      </Button>
      {saving.isError && <InlineAlert>{aiErrorMessage(saving.error, text.saveError)}</InlineAlert>}
      {nothing && text.nothingToSave && <InlineAlert tone="info">{text.nothingToSave}</InlineAlert>}
    </>
  );
}
