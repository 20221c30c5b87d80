export interface PageFigures {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  axeViolations: string[];
}

/** The budgets for a cheap phone on slow 4G with 4× CPU throttling. */
export const BUDGETS = { lcpMs: 1800, cls: 0.02, tbtMs: 150, jsBytes: 80 * 1024 } as const;

export interface Check {
  label: string;
  value: string;
  budget: string;
  ok: boolean;
}

export function checks(figures: PageFigures, budgetJs: boolean): Check[] {
  return [
    {
      label: 'LCP',
      value: `${(figures.lcpMs / 1000).toFixed(2)} s`,
      budget: '≤ 1,8 s',
      ok: figures.lcpMs <= BUDGETS.lcpMs,
    },
    { label: 'CLS', value: figures.cls.toFixed(3), budget: '≤ 0,02', ok: figures.cls <= BUDGETS.cls },
    {
      label: 'TBT',
      value: `${Math.round(figures.tbtMs)} ms`,
      budget: '≤ 150 ms',
      ok: figures.tbtMs <= BUDGETS.tbtMs,
    },
    {
      label: 'JS (gzip)',
      value: `${(figures.jsBytes / 1024).toFixed(1)} KB`,
      budget: budgetJs ? '≤ 80 KB' : '(sem orçamento)',
      ok: !budgetJs || figures.jsBytes <= BUDGETS.jsBytes,
    },
    {
      label: 'axe-core',
      value: `${figures.axeViolations.length} violações`,
      budget: '0',
      ok: figures.axeViolations.length === 0,
    },
  ];
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
