import type { ReflectionResponse } from '@detox/server/contracts/ai';
import { CareCard } from '../../shared/care/care-card.tsx';
import { isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { plainList, stack, subHeading } from './panel-styles.ts';
import { detoxDayStrings } from './strings.ts';

const text = detoxDayStrings.reflection;

function TextBlock({ heading, children }: { heading: string; children: string }) {
  return (
    <div>
      <h4 css={subHeading}>{heading}</h4>
      <p css={{ margin: 0 }}>{children}</p>
    </div>
  );
}

function ListBlock({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div>
      <h4 css={subHeading}>{heading}</h4>
      <ul css={plainList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The mentor's reading of a reflection. A crisis analysis (`source.safety` 'crisis') shows the care card instead of
 * the tone and emotion line and the day's context — never a 'calma' badge on a text about self-harm — and keeps
 * the welcome, the reviewed guidance (for someone else at risk, what to do now: decision 0019) and the questions
 * about being safe now.
 */
export function AnalysisResult({ result }: { result: ReflectionResponse }) {
  if (isCrisisAnswer(result)) {
    return (
      <div css={stack}>
        <CareCard headingLevel={4} />
        <TextBlock heading={text.validation}>{result.validation}</TextBlock>
        <TextBlock heading={text.guidance}>{result.guidance}</TextBlock>
        <ListBlock heading={text.questions} items={result.deepeningQuestions} />
      </div>
    );
  }
  const { sentimentAnalysis: sentiment } = result;
  return (
    <div css={stack} aria-live="polite">
      <p
        css={(theme) => ({
          margin: 0,
          padding: theme.space.sm,
          borderRadius: theme.radii.sm,
          background: theme.colors.primarySoft,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {fillTemplate(text.sentiment, {
          tone: sentiment.tone,
          intensity: sentiment.intensity,
          emotion: sentiment.emotion,
        })}
      </p>
      <p css={{ margin: 0 }}>{sentiment.daySpecificContext}</p>
      <ListBlock heading={text.insights} items={result.insights} />
      <TextBlock heading={text.validation}>{result.validation}</TextBlock>
      <TextBlock heading={text.progress}>{result.progressAssessment}</TextBlock>
      <TextBlock heading={text.guidance}>{result.guidance}</TextBlock>
      <ListBlock heading={text.questions} items={result.deepeningQuestions} />
    </div>
  );
}
