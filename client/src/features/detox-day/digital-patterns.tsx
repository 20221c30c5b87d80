import type { DayContentResponse } from '@detox/server/contracts/ai';
import { useId } from 'react';
import { Card } from '../../shared/card.tsx';
import { panelHeading, plainList, stack, subHeading } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.patterns;

/** 'Reconhecendo meus padrões digitais' (spec §2): strengths and recommendations of the day's analysis. */
export function DigitalPatterns({ analysis }: { analysis: DayContentResponse['progressAnalysis'] }) {
  const headingId = useId();
  if (analysis.strengths.length === 0 && analysis.recommendations.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId} css={stack}>
      <h2 id={headingId} css={panelHeading}>
        {text.heading}
      </h2>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
        })}
      >
        <div>
          <h3 css={subHeading}>{text.strengths}</h3>
          <ul css={plainList}>
            {analysis.strengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 css={subHeading}>{text.recommendations}</h3>
          <ul css={plainList}>
            {analysis.recommendations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
