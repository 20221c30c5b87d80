import { describe, expect, it } from 'vitest';
import { reminderPreferencesRequestSchema } from '../../contracts/notifications.ts';
import { localTime } from './local-time.ts';
import { inReminderQuarter } from './reminder-scheduler.ts';

describe('reminders at any quarter hour', () => {
  it('accepts 00, 15, 30 and 45, absent meaning 00', () => {
    for (const minute of [0, 15, 30, 45]) {
      expect(reminderPreferencesRequestSchema.safeParse({ enabled: true, hour: 7, minute }).success).toBe(
        true,
      );
    }
    expect(reminderPreferencesRequestSchema.parse({ enabled: true, hour: 7 }).minute).toBeUndefined();
  });

  it('refuses any other minute with a pt-BR message', () => {
    for (const minute of [1, 10, 14, 44, 46, 60, -15, 7.5, '15', null]) {
      const result = reminderPreferencesRequestSchema.safeParse({ enabled: true, hour: 7, minute });
      expect(result.success, String(minute)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Horário inválido: os lembretes saem de 15 em 15 minutos (00, 15, 30 ou 45).',
      );
    }
  });

  it('is due during the quarter that starts at the chosen time, in the subscriber’s zone', () => {
    const at = (iso: string, zone = 'America/Sao_Paulo') => localTime(new Date(iso), zone);
    const quarterPast7 = { hour: 7, minute: 15 };
    expect(inReminderQuarter(at('2026-11-24T10:14:59Z'), quarterPast7)).toBe(false); // 07:14
    expect(inReminderQuarter(at('2026-11-24T10:15:00Z'), quarterPast7)).toBe(true); // 07:15
    expect(inReminderQuarter(at('2026-11-24T10:29:59Z'), quarterPast7)).toBe(true); // 07:29
    expect(inReminderQuarter(at('2026-11-24T10:30:00Z'), quarterPast7)).toBe(false); // 07:30
    expect(inReminderQuarter(at('2026-11-24T11:15:00Z'), quarterPast7)).toBe(false); // 08:15
    // 23:45 in Kathmandu (UTC+05:45) is 18:00 UTC.
    expect(inReminderQuarter(at('2026-11-24T18:00:00Z', 'Asia/Kathmandu'), { hour: 23, minute: 45 })).toBe(
      true,
    );
    // State folded before minutes existed: the hour's first quarter.
    expect(inReminderQuarter(at('2026-11-24T10:05:00Z'), { hour: 7 })).toBe(true);
  });
});
