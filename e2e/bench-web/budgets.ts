import type { Measurement, TransferKind } from './measure-page.ts';

export interface PageFigures {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  axeViolations: string[];
}

/** The sales pages' budgets (issue 7) for a cheap phone on slow 4G with 4× CPU throttling. */
const BUDGETS = { lcpMs: 1800, cls: 0.02, tbtMs: 150, jsBytes: 80 * 1024 } as const;

/** What a page is held to; a figure without a budget is printed for information. */
export interface PageBudget {
  contentVisibleMs?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** Transferred bytes per kind and in all. */
  bytes?: Partial<Record<TransferKind | 'total', number>>;
}

export const salesPageBudget = (budgetJs: boolean): PageBudget => ({
  lcpMs: BUDGETS.lcpMs,
  cls: BUDGETS.cls,
  tbtMs: BUDGETS.tbtMs,
  bytes: budgetJs ? { js: BUDGETS.jsBytes } : {},
});

export interface Row {
  label: string;
  /** The median of the runs, as printed. */
  value: string;
  /** Lowest and highest run. */
  spread: string;
  budget: string;
  /** median / budget; null without a budget. */
  ratio: number | null;
  ok: boolean;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'nunca');
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const comma = (text: string) => text.replaceAll('.', ',');

function row(
  label: string,
  values: readonly number[],
  format: (value: number) => string,
  budget: number | undefined,
): Row {
  const middle = median(values);
  const spread = `${format(Math.min(...values))}–${format(Math.max(...values))}`;
  if (budget === undefined) {
    return { label, value: comma(format(middle)), spread: comma(spread), budget: '—', ratio: null, ok: true };
  }
  return {
    label,
    value: comma(format(middle)),
    spread: comma(spread),
    budget: `≤ ${comma(format(budget))}`,
    ratio: middle / budget,
    ok: middle <= budget,
  };
}

const kindLabels: Record<TransferKind | 'total', string> = {
  js: 'JS',
  css: 'CSS',
  font: 'Fontes',
  other: 'Outros',
  total: 'Total',
};

/** The rows of one page: medians over its runs, with their spread, budget and ratio. */
export function rowsFor(
  measurements: readonly Measurement[],
  budget: PageBudget,
  withContent: boolean,
): Row[] {
  const of = (pick: (m: Measurement) => number) => measurements.map(pick);
  const rows: Row[] = [];
  if (withContent) {
    rows.push(
      row(
        'Conteúdo visível',
        of((m) => m.contentVisibleMs),
        seconds,
        budget.contentVisibleMs,
      ),
      // Informative: when the content came prerendered in the HTML (the sign-in form), the app takes over later.
      row(
        'App pronto',
        of((m) => m.appReadyMs),
        seconds,
        undefined,
      ),
    );
  }
  rows.push(
    row(
      'LCP',
      of((m) => m.lcpMs),
      seconds,
      budget.lcpMs,
    ),
    row(
      'CLS',
      of((m) => m.cls),
      (v) => v.toFixed(3),
      budget.cls,
    ),
    row(
      'TBT',
      of((m) => m.tbtMs),
      (v) => `${Math.round(v)} ms`,
      budget.tbtMs,
    ),
  );
  for (const kind of ['js', 'css', 'font', 'other', 'total'] as const) {
    const bytes = of((m) =>
      kind === 'total'
        ? Object.values(m.bytesByKind).reduce((sum, value) => sum + value, 0)
        : m.bytesByKind[kind],
    );
    rows.push(row(kindLabels[kind], bytes, kilobytes, budget.bytes?.[kind]));
  }
  const violations = of((m) => m.axeViolations.length);
  rows.push({
    label: 'axe-core',
    value: `${Math.max(...violations)} violações`,
    spread: '',
    budget: '0',
    ratio: null,
    ok: Math.max(...violations) === 0,
  });
  return rows;
}
