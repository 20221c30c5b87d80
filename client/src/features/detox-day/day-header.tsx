import type { DayContentResponse } from '@detox/server/contracts/ai';
import type { ReactNode } from 'react';
import { Button } from '../../shared/button.tsx';
import { DayHeading } from '../../shared/day-heading.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useRegenerateDayContentMutation } from '../../entities/guidance/ai-api.ts';
import { detoxDayStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = detoxDayStrings.header;

function generatedAt(timestamp: string): string {
  return new Date(timestamp).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * Day number, personalised title, theme, the day's progress (`children`), saved/new badge with its time and
 * 'Atualizar Conteúdo' (spec §2).
 */
export function DayHeader({ content, children }: { content: DayContentResponse; children?: ReactNode }) {
  const [regenerate, regeneration] = useRegenerateDayContentMutation();
  return (
    <DayHeading
      back={detoxDayStrings.back}
      dayLabel={fillTemplate(detoxDayStrings.dayLabel, { n: content.dayNumber })}
      title={content.personalizedTitle}
      theme={content.theme}
      titleLineHeight={1.2}
    >
      {children}
      <Row align="center">
        <span
          css={(theme) => ({
            padding: `2px ${theme.space.sm}`,
            borderRadius: theme.radii.sm,
            fontSize: theme.fontSizes.sm,
            fontWeight: 600,
            background: content.isFromCache ? theme.colors.primarySoft : theme.colors.accent,
            color: theme.colors.text,
          })}
        >
          {content.isFromCache ? text.fromCache : text.fresh} ·{' '}
          <time dateTime={content.cacheTimestamp}>
            {fillTemplate(text.generatedAt, { when: generatedAt(content.cacheTimestamp) })}
          </time>
        </span>
        <Button
          variant="secondary"
          disabled={regeneration.isLoading}
          onClick={() => void regenerate({ dayNumber: content.dayNumber })}
          css={{ marginLeft: 'auto' }}
        >
          {regeneration.isLoading ? text.refreshing : text.refresh}
        </Button>
      </Row>
      {regeneration.isError && (
        <InlineAlert>
          {text.refreshError} {aiErrorMessage(regeneration.error, '')}
        </InlineAlert>
      )}
    </DayHeading>
  );
}
