import type { WellbeingResponse, WellbeingUsageRequest } from '@detox/server/contracts/ai';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { CareCard } from '../../shared/care/care-card.tsx';
import { CareCheckIn } from '../../shared/care/care-check-in.tsx';
import { isCheckInAnswer, isCrisisAnswer } from '../../shared/care/care-rules.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useAnalyzeWellbeingMutation } from '../../entities/guidance/ai-api.ts';
import { afterCheckIn, useCareCheckInAnswer } from '../../entities/guidance/care-check-in-api.ts';
import { buttonRow, mutedText, panelHeading, plainList, stack, subHeading } from './panel-styles.ts';
import { AiFailure } from './ai-failure.tsx';
import { SaveGuidanceButton } from './save-guidance-button.tsx';
import { detoxDayStrings } from './strings.ts';
import {
  initialWellbeing,
  scoreBand,
  sliderValue,
  WELLBEING_SLIDERS,
  type WellbeingSlider,
} from './wellbeing-sliders.ts';
import { Row } from '../../shared/row.tsx';

const text = detoxDayStrings.wellbeing;

/** The score's band in the theme's colours, so it reads in both palettes (each AA as text on the surface). */
const bandColour = { good: 'primary', medium: 'accentStrong', low: 'danger' } as const;

function SliderField({
  slider,
  value,
  onChange,
}: {
  slider: WellbeingSlider;
  value: number;
  onChange: (value: number) => void;
}) {
  const shown =
    slider.dimension === 'screenTime'
      ? fillTemplate(text.hoursValue, { n: value.toLocaleString('pt-BR') })
      : fillTemplate(text.levelValue, { n: value });
  return (
    <label css={(theme) => ({ display: 'grid', gap: 2, fontSize: theme.fontSizes.sm, fontWeight: 600 })}>
      <span css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>{slider.label}</span>
        <span aria-hidden="true" css={{ fontVariantNumeric: 'tabular-nums' }}>
          {shown}
        </span>
      </span>
      <input
        type="range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => {
          onChange(sliderValue(slider, Number(event.currentTarget.value)));
        }}
        css={(theme) => ({
          width: '100%',
          height: 32,
          margin: 0,
          accentColor: theme.colors.primary,
          cursor: 'pointer',
        })}
      />
    </label>
  );
}

function ListBlock({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
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

export function WellbeingResult({ result }: { result: WellbeingResponse }) {
  const band = scoreBand(result.overallScore);
  return (
    <div css={stack}>
      {isCrisisAnswer(result) && <CareCard headingLevel={4} />}
      <Row
        align="baseline"
        css={(theme) => ({
          padding: theme.space.md,
          borderRadius: theme.radii.md,
          background: theme.colors.primarySoft,
        })}
      >
        <span css={{ fontWeight: 600 }}>{text.score}</span>
        <strong css={(theme) => ({ fontSize: theme.fontSizes.xl, color: theme.colors[bandColour[band]] })}>
          {fillTemplate(text.scoreValue, { n: result.overallScore })}
        </strong>
        <span css={(theme) => ({ color: theme.colors[bandColour[band]], fontWeight: 600 })}>
          {text.scoreBand[band]}
        </span>
        <span css={mutedText}>{fillTemplate(text.risk, { level: result.riskLevel })}</span>
      </Row>
      <p css={{ margin: 0 }}>{result.summary}</p>
      <ListBlock heading={text.strengths} items={result.strengths} />
      <ListBlock heading={text.concerns} items={result.concerns} />
      <ListBlock heading={text.recommendations} items={result.recommendations} />
      <ListBlock heading={text.trends} items={result.trends} />
    </div>
  );
}

/**
 * 'Equilíbrio Interior - Dia N' (spec §2, §4, §5): the analysis runs when the panel opens, with the spec's
 * defaults; moving a slider reveals 'Analisar Bem-estar'.
 */
export function WellbeingPanel({ dayNumber }: { dayNumber: number }) {
  const headingId = useId();
  const [usage, setUsage] = useState<WellbeingUsageRequest>(initialWellbeing);
  const [changed, setChanged] = useState(false);
  const [analyze, analysis] = useAnalyzeWellbeingMutation();
  const started = useRef(false);
  const result = analysis.data;
  const sendCheckInAnswer = useCareCheckInAnswer(dayNumber, 'wellbeing');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void analyze({ usageData: initialWellbeing(), dayNumber });
  }, [analyze, dayNumber]);

  const run = () => {
    setChanged(false);
    void analyze({ usageData: usage, dayNumber });
  };

  return (
    <section aria-labelledby={headingId} css={stack}>
      <h3 id={headingId} css={panelHeading}>
        {fillTemplate(text.heading, { n: dayNumber })}
      </h3>
      <p css={mutedText}>{text.intro}</p>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
        })}
      >
        {WELLBEING_SLIDERS.map((slider) => (
          <SliderField
            key={slider.dimension}
            slider={slider}
            value={usage[slider.dimension]}
            onChange={(value) => {
              setUsage((before) => ({ ...before, [slider.dimension]: value }));
              setChanged(true);
            }}
          />
        ))}
      </div>
      {changed && (
        <div css={buttonRow}>
          <Button disabled={analysis.isLoading} onClick={run}>
            {text.analyze}
          </Button>
        </div>
      )}
      {analysis.isLoading && (
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
          <Spinner label={text.analyzing} size={24} />
          <span aria-hidden="true" css={mutedText}>
            {text.analyzing}
          </span>
        </div>
      )}
      {analysis.isError && (
        <AiFailure text={text} error={analysis.error}>
          <div>
            <Button variant="secondary" onClick={run}>
              {text.retry}
            </Button>
          </div>
        </AiFailure>
      )}
      {result && isCheckInAnswer(result) && (
        // The mentor asks before answering (issue 31); "Não, estou bem" sends the same analysis again.
        <CareCheckIn
          key={analysis.requestId}
          send={sendCheckInAnswer}
          headingLevel={4}
          onWell={() => {
            if (analysis.originalArgs) void analyze(afterCheckIn(analysis.originalArgs));
          }}
        />
      )}
      {result && !isCheckInAnswer(result) && (
        <>
          <WellbeingResult result={result} />
          <div css={buttonRow}>
            <SaveGuidanceButton
              key={analysis.requestId}
              text={text}
              request={() => ({
                dayNumber,
                guidanceType: 'wellbeing',
                title: fillTemplate(text.savedTitle, { n: dayNumber }),
                content: { usageData: usage, ...result },
                analysis: result.summary,
              })}
            />
          </div>
        </>
      )}
    </section>
  );
}
