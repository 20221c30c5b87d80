import { useState } from 'react';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import {
  applyThemeChoice,
  readThemeChoice,
  storeThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
} from '../../shared/color-scheme/theme-choice.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { Section } from './section.tsx';
import { settingsStrings } from './strings.ts';

const text = settingsStrings.appearance;

/** Light or dark: follow the system (the default), or pin one on this device. Applies at once. */
export function AppearanceSection() {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());
  const [notKept, setNotKept] = useState(false);

  const choose = (next: ThemeChoice) => {
    setChoice(next);
    applyThemeChoice(next);
    setNotKept(!storeThemeChoice(next));
  };

  return (
    <Section heading={text.heading} id="aparencia">
      <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={(theme) => ({ padding: 0, marginBottom: theme.space.xs })}>{text.legend}</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option} css={checkRow}>
            <input
              type="radio"
              name="tema"
              value={option}
              checked={choice === option}
              onChange={() => {
                choose(option);
              }}
              css={checkboxInput}
            />
            <span>
              <span css={{ display: 'block', fontWeight: 600 }}>{text.options[option].label}</span>
              <span
                css={(theme) => ({
                  display: 'block',
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.textMuted,
                })}
              >
                {text.options[option].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {notKept && <InlineAlert>{text.notKept}</InlineAlert>}
    </Section>
  );
}
