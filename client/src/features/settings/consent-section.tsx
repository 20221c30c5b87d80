import type { ConsentPurpose, ConsentView } from '@detox/server/contracts/me';
import { useState } from 'react';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { useSetConsentMutation } from './settings-api.ts';
import { Section } from './section.tsx';
import { settingsStrings as text } from './strings.ts';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR');

/** One checkbox per purpose: given or revoked at once, recorded by the server as an event. */
export function ConsentSection({ consents }: { consents: ConsentView[] }) {
  const [setConsent, saving] = useSetConsentMutation();
  // The box shows the choice at once; the server's answer (or a failure) then settles it.
  const [pending, setPending] = useState<Partial<Record<ConsentPurpose, boolean>>>({});
  const choose = (purpose: ConsentPurpose, granted: boolean) => {
    setPending((current) => ({ ...current, [purpose]: granted }));
    void setConsent({ purpose, granted })
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        setPending((current) => ({ ...current, [purpose]: undefined }));
      });
  };
  return (
    <Section heading={text.consents.heading}>
      <p>{text.consents.intro}</p>
      {consents.map((consent) => {
        const purpose = text.consents.purposes[consent.purpose];
        const inputId = `consentimento-${consent.purpose}`;
        return (
          <div
            key={consent.purpose}
            css={(theme) => ({ display: 'flex', gap: theme.space.sm, marginBottom: theme.space.md })}
          >
            <input
              id={inputId}
              type="checkbox"
              checked={pending[consent.purpose] ?? consent.granted}
              disabled={pending[consent.purpose] !== undefined}
              aria-describedby={`${inputId}-texto`}
              onChange={(event) => {
                choose(consent.purpose, event.target.checked);
              }}
              css={(theme) => ({
                width: 24,
                height: 24,
                flex: 'none',
                marginTop: 2,
                accentColor: theme.colors.primary,
              })}
            />
            <div>
              <label htmlFor={inputId} css={{ fontWeight: 600 }}>
                {purpose.title}
              </label>
              <p id={`${inputId}-texto`} css={{ margin: 0 }}>
                {purpose.text}
              </p>
              {consent.decidedAt && (
                <p
                  css={(theme) => ({
                    margin: 0,
                    fontSize: theme.fontSizes.sm,
                    color: theme.colors.textMuted,
                  })}
                >
                  {text.consents.decidedAt(when(consent.decidedAt))}
                </p>
              )}
            </div>
          </div>
        );
      })}
      {saving.isError && <InlineAlert>{text.consents.saveFailed}</InlineAlert>}
      <p css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, margin: 0 })}>
        {text.consents.revokeNote}
      </p>
    </Section>
  );
}
