import type { ConsentView } from '@detox/server/contracts/me';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { useSetConsentMutation } from '../../entities/settings/settings-api.ts';
import { Section } from './section.tsx';
import { settingsStrings as text } from './strings.ts';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR');

/** One checkbox per purpose: given or revoked at once, recorded by the server as an event. */
export function ConsentSection({ consents }: { consents: ConsentView[] }) {
  const [setConsent, saving] = useSetConsentMutation();
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
              checked={consent.granted}
              disabled={saving.isLoading && saving.originalArgs?.purpose === consent.purpose}
              aria-describedby={`${inputId}-texto`}
              onChange={(event) => {
                void setConsent({ purpose: consent.purpose, granted: event.target.checked });
              }}
              css={(theme) => ({
                width: 24,
                height: 24,
                flex: 'none',
                marginTop: 2,
                accentColor: theme.colors.primary,
              })}
            />
            <div css={{ minWidth: 0 }}>
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
