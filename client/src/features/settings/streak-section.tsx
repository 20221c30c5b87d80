import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { setStreakHidden, useStreakHidden } from '../../entities/progress/streak.ts';
import { streakStrings } from '../../entities/progress/strings.ts';
import { Section } from './section.tsx';

const text = streakStrings.setting;

/** Streaks on or off, on this device (issue 24: "let me turn streaks off, they stress me"). */
export function StreakSection() {
  const hidden = useStreakHidden();
  return (
    <Section heading={text.heading} id="sequencia">
      <p>{text.text}</p>
      <label css={checkRow}>
        <input
          type="checkbox"
          checked={!hidden}
          onChange={(event) => {
            setStreakHidden(!event.currentTarget.checked);
          }}
          css={checkboxInput}
        />
        <span>{text.show}</span>
      </label>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {text.note}
      </p>
    </Section>
  );
}
