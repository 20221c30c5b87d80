import { useEffect, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { selectStyles } from '../../shared/field-styles.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import {
  useGetReminderPreferencesQuery,
  useSetReminderPreferencesMutation,
} from '../../entities/push/push-api.ts';
import {
  currentSubscription,
  notificationPermission,
  pushSupported,
} from '../../entities/push/push-browser.ts';
import { pushStrings } from '../../entities/push/strings.ts';
import { useEnablePush } from '../../entities/push/use-enable-push.ts';
import { Section } from './section.tsx';

const text = pushStrings.settings;
/** Every quarter hour of the day, 00:00 to 23:45: the times the server sends at. */
const TIMES = Array.from({ length: 24 * 4 }, (_, index) => ({
  hour: Math.floor(index / 4),
  minute: (index % 4) * 15,
}));
const timeValue = text.timeOption;

/** The device's time zone (IANA), sent with every save so reminders and streaks follow the person's day. */
function deviceTimeZone(stored: string): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || stored;
}

/** A time zone as people name it ('Horário Padrão de Brasília'), never its id; the id when the browser has no name. */
export function timeZoneName(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('pt-BR', {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** The daily reminder: on/off and the hour (the device's time zone), plus turning notifications on in this browser. */
export function ReminderSection() {
  const preferences = useGetReminderPreferencesQuery(undefined);
  const [save, saving] = useSetReminderPreferencesMutation();
  const { enable, busy } = useEnablePush();
  const [subscribedHere, setSubscribedHere] = useState<boolean | null>(null);

  useEffect(() => {
    void currentSubscription().then((subscription) => {
      setSubscribedHere(subscription !== null);
    });
  }, []);

  if (!preferences.data) {
    return (
      <Section heading={text.heading}>
        {preferences.isError ? (
          <InlineAlert>{text.saveFailed}</InlineAlert>
        ) : (
          <Spinner label={text.loading} />
        )}
      </Section>
    );
  }
  const { enabled, hour, minute, timeZone } = preferences.data;
  const permission = notificationPermission();

  return (
    <Section heading={text.heading}>
      <p>{text.intro}</p>
      <div
        css={(theme) => ({
          display: 'flex',
          gap: theme.space.sm,
          alignItems: 'center',
          marginBottom: theme.space.md,
        })}
      >
        <input
          id="lembrete-ligado"
          type="checkbox"
          checked={enabled}
          disabled={saving.isLoading}
          onChange={(event) => {
            void save({ enabled: event.target.checked, hour, minute, timeZone: deviceTimeZone(timeZone) });
          }}
          css={(theme) => ({ width: 24, height: 24, flex: 'none', accentColor: theme.colors.primary })}
        />
        <label htmlFor="lembrete-ligado" css={{ fontWeight: 600 }}>
          {text.enabled}
        </label>
      </div>
      <label htmlFor="lembrete-hora" css={{ display: 'block', fontWeight: 600 }}>
        {text.hour}
      </label>
      <select
        id="lembrete-hora"
        value={timeValue(hour, minute)}
        disabled={saving.isLoading}
        aria-describedby="lembrete-fuso"
        onChange={(event) => {
          const [chosenHour = hour, chosenMinute = minute] = event.target.value.split(':').map(Number);
          void save({
            enabled,
            hour: chosenHour,
            minute: chosenMinute,
            timeZone: deviceTimeZone(timeZone),
          });
        }}
        css={(theme) => ({
          ...selectStyles(theme),
          width: 'auto',
          minWidth: '8em',
          marginTop: theme.space.xs,
        })}
      >
        {TIMES.map((option) => (
          <option key={timeValue(option.hour, option.minute)} value={timeValue(option.hour, option.minute)}>
            {text.timeOption(option.hour, option.minute)}
          </option>
        ))}
      </select>
      <p
        id="lembrete-fuso"
        css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
      >
        {text.timeHint} {text.timeZone(timeZoneName(timeZone))}
      </p>
      {saving.isError && <InlineAlert>{text.saveFailed}</InlineAlert>}
      {!pushSupported() ? (
        <p>{text.unsupported}</p>
      ) : permission === 'denied' ? (
        <p>{text.denied}</p>
      ) : subscribedHere ? (
        <p>{text.subscribed}</p>
      ) : (
        <>
          <p>{text.notSubscribed}</p>
          <Button
            disabled={busy}
            onClick={() => {
              void enable().then((ok) => {
                setSubscribedHere(ok);
              });
            }}
          >
            {text.enable}
          </Button>
        </>
      )}
    </Section>
  );
}
