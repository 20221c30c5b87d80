import { beforeAfter, marketingStatistics, resultsTimeline, salesArticle } from '@detox/fixtures/marketing';
import { FigureMarker } from '../../shared/marketing/marketing-notes.tsx';
import { Section } from '../../shared/marketing/section.tsx';
import { Statistics } from '../../shared/marketing/statistics.tsx';
import { salesStrings as text } from './strings.ts';

/** 'Antes e depois do detox': the before/after table, the headline figures and when change shows. */
export function ResultsTable() {
  return (
    <Section id="resultados" title={salesArticle.sectionTitles.results}>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          marginBottom: theme.space.lg,
          background: theme.colors.surface,
          borderRadius: theme.radii.md,
          overflow: 'hidden',
          'th, td': {
            padding: theme.space.sm,
            textAlign: 'left',
            verticalAlign: 'top',
            borderBottom: `1px solid ${theme.colors.border}`,
          },
          'thead th': { background: theme.colors.primary, color: theme.colors.onPrimary },
          'td:first-of-type': { color: theme.colors.textMuted },
          'td:last-of-type': { fontWeight: 600 },
        })}
      >
        <thead>
          <tr>
            <th scope="col">{text.tableBefore}</th>
            <th scope="col">{text.tableAfter}</th>
          </tr>
        </thead>
        <tbody>
          {beforeAfter.map((row) => (
            <tr key={row.before}>
              <td>{row.before}</td>
              <td>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Statistics items={marketingStatistics} />
      <ol
        css={(theme) => ({
          listStyle: 'none',
          padding: 0,
          margin: `${theme.space.lg} 0 0`,
          display: 'grid',
          gap: theme.space.sm,
        })}
      >
        {resultsTimeline.map((moment) => (
          <li key={moment.value}>
            <strong css={(theme) => ({ color: theme.colors.primary })}>
              {moment.value}
              <FigureMarker />
            </strong>
            : {moment.label}
          </li>
        ))}
      </ol>
    </Section>
  );
}
