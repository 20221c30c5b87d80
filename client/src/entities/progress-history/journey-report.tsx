import { css, Global, type Theme } from '@emotion/react';
import type { ProgressHistoryDto } from '@detox/server/contracts/progress';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { checkboxInput, checkRow } from '../../shared/check-row-styles.ts';
import { formatDecimal, formatWhole } from './format.ts';
import { buildReport, type MeasureComparison, type ReportDay, type ReportPeriod } from './report-model.ts';
import { renderShareImage, shareImageContent, shareOrDownload } from './share-image.ts';
import { historyStrings } from './strings.ts';
import { Row } from '../../shared/row.tsx';

const text = historyStrings.report;

// Printing (to paper or PDF) keeps the report alone: everything that neither holds the report nor is in it goes
// (display none, so no blank pages follow), and so do the report's own controls.
const printStyles = css`
  @media print {
    body *:not(:has([data-print-report])):not([data-print-report]):not([data-print-report] *),
    [data-no-print] {
      display: none !important;
    }
    [data-print-report] {
      border: 0 !important;
      box-shadow: none !important;
      padding: 0 !important;
    }
    @page {
      margin: 16mm;
    }
  }
`;

const periodLabel = ({ from, to }: ReportPeriod) =>
  from === to ? `dia ${String(from)}` : `dias ${String(from)} a ${String(to)}`;

function changeText({ first, last, change }: MeasureComparison): string {
  if (change === null || first === null || last === null) return text.noComparison;
  if (Math.abs(change) < 0.05) return text.same;
  const sign = change > 0 ? '+' : '−';
  return `${change > 0 ? text.up : text.down} (${sign}${formatDecimal(Math.abs(change))})`;
}

const cell = (theme: Theme) =>
  css({
    padding: `${theme.space.sm} ${theme.space.xs}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  });

interface JourneyReportProps {
  history: ProgressHistoryDto;
  throughDay: ReportDay;
  /**
   * The short report beside the weekly challenge: what was done and the table, with a link to the full one on
   * the Progresso screen (sentences, print, share).
   */
  short?: boolean;
}

/**
 * The report at the end of a week (days 7 and 14) or of the 21 days: the first stretch against the last for each
 * measure, what the person did, and the sentences they choose from their reflections. Printable (the print
 * stylesheet keeps the report alone) and shareable as an image holding only the figures unless they add more.
 */
export function JourneyReport({ history, throughDay, short = false }: JourneyReportProps) {
  const report = useMemo(() => buildReport(history, throughDay), [history, throughDay]);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const [withMeasures, setWithMeasures] = useState(false);
  const [withSentences, setWithSentences] = useState(false);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const chosen = report.sentences.filter((sentence) => chosenIds.has(sentence.id));
  const [first, last] = report.periods;
  const heading = throughDay === 21 ? text.headingFull : text.headingWeek(Math.round(throughDay / 7));

  const share = async () => {
    setStatus('');
    try {
      const content = shareImageContent(report, chosen, {
        measures: withMeasures,
        sentences: withSentences,
      });
      const outcome = await shareOrDownload(
        await renderShareImage(content),
        text.fileName(throughDay),
        content.title,
      );
      if (outcome !== 'cancelled') setStatus(outcome === 'shared' ? text.shared : text.downloaded);
    } catch {
      setStatus(text.shareError);
    }
  };

  const list = { margin: 0, padding: 0, listStyle: 'none' } as const;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      data-print-report=""
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        minWidth: 0,
        [theme.breakpoints.mobile]: { padding: theme.space.md },
      })}
    >
      <Global styles={printStyles} />
      <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>
        {heading}
      </h2>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.intro}</p>

      <h3 css={(theme) => ({ fontSize: theme.fontSizes.md, margin: 0 })}>{text.whatYouDid}</h3>
      <ul css={(theme) => ({ ...list, display: 'grid', gap: theme.space.xs })}>
        <li>{text.days(report.daysCompleted)}</li>
        <li>{text.tasks(formatWhole(report.tasksDone))}</li>
        <li>{text.minutes(formatWhole(report.minutesMeditated))}</li>
      </ul>

      {/* Scrolls sideways only when the text is very large; then it takes the keyboard's focus to scroll. */}
      <div role="region" aria-label={text.howYouFelt} tabIndex={0} css={{ overflowX: 'auto' }}>
        <table
          css={(theme) => ({
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: theme.fontSizes.sm,
            'th, td': cell(theme),
          })}
        >
          <caption
            css={(theme) => ({
              textAlign: 'left',
              fontWeight: 700,
              fontSize: theme.fontSizes.md,
              paddingBottom: theme.space.sm,
            })}
          >
            {text.howYouFelt}
            <span
              css={(theme) => ({
                display: 'block',
                fontWeight: 400,
                fontSize: theme.fontSizes.sm,
                color: theme.colors.textMuted,
              })}
            >
              {text.periods(periodLabel(first), periodLabel(last))}
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{text.measure}</th>
              <th scope="col">{text.start}</th>
              <th scope="col">{text.end}</th>
              <th scope="col">{text.change}</th>
            </tr>
          </thead>
          <tbody>
            {report.comparisons.map((comparison) => (
              <tr key={comparison.measure.id}>
                <th scope="row">{comparison.measure.label}</th>
                <td>{comparison.first === null ? text.noAnswer : formatDecimal(comparison.first)}</td>
                <td>{comparison.last === null ? text.noAnswer : formatDecimal(comparison.last)}</td>
                <td>{changeText(comparison)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {short ? (
        <LinkButton to="/progress" variant="secondary" css={{ justifySelf: 'start' }}>
          {text.seeFull}
        </LinkButton>
      ) : (
        <>
          <h3 css={(theme) => ({ fontSize: theme.fontSizes.md, margin: 0 })}>{text.yourWords}</h3>
          {chosen.length > 0 ? (
            <ul css={(theme) => ({ ...list, display: 'grid', gap: theme.space.sm })}>
              {chosen.map((sentence) => (
                <li key={sentence.id}>
                  <blockquote
                    css={(theme) => ({
                      margin: 0,
                      paddingLeft: theme.space.md,
                      borderLeft: `4px solid ${theme.colors.primary}`,
                      fontStyle: 'italic',
                    })}
                  >
                    “{sentence.text}”
                  </blockquote>
                  <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                    {text.dayLabel(sentence.day)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
              {report.sentences.length === 0 ? text.noSentences : text.chosenNone}
            </p>
          )}
          {report.sentences.length > 0 && (
            <details data-no-print="">
              <summary
                css={(theme) => ({
                  cursor: 'pointer',
                  minHeight: theme.sizes.touchTarget,
                  display: 'flex',
                  alignItems: 'center',
                  color: theme.colors.primary,
                  fontWeight: 600,
                })}
              >
                {text.choose(report.sentences.length)}
              </summary>
              <fieldset
                data-no-print=""
                css={(theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.xs })}
              >
                <legend
                  css={(theme) => ({
                    padding: 0,
                    marginBottom: theme.space.sm,
                    color: theme.colors.textMuted,
                  })}
                >
                  {text.chooseHint}
                </legend>
                {report.sentences.map((sentence) => (
                  <CheckRow
                    key={sentence.id}
                    checked={chosenIds.has(sentence.id)}
                    onChange={(checked) => {
                      setChosenIds((previous) => {
                        const next = new Set(previous);
                        if (checked) next.add(sentence.id);
                        else next.delete(sentence.id);
                        return next;
                      });
                    }}
                  >
                    <span css={(theme) => ({ color: theme.colors.textMuted })}>
                      {text.dayLabel(sentence.day)}:{' '}
                    </span>
                    {sentence.text}
                  </CheckRow>
                ))}
              </fieldset>
            </details>
          )}
          <div data-no-print="" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
            <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {text.shareHint}
            </p>
            <CheckRow checked={withMeasures} onChange={setWithMeasures}>
              {text.includeMeasures}
            </CheckRow>
            {report.sentences.length > 0 && (
              <CheckRow checked={withSentences} onChange={setWithSentences}>
                {text.includeSentences}
              </CheckRow>
            )}
            <Row>
              <Button onClick={() => void share()}>{text.share}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  window.print();
                }}
              >
                {text.print}
              </Button>
            </Row>
            <p
              role="status"
              css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, minHeight: '1.5em' })}
            >
              {status}
            </p>
          </div>
        </>
      )}
    </Card>
  );
}

function CheckRow({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label css={checkRow}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        css={checkboxInput}
      />
      <span>{children}</span>
    </label>
  );
}
