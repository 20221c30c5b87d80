// Numbers and dates in pt-BR (Intl), one formatter each.
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short' });
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

/** 3,5 · 1.250 */
export const formatDecimal = (value: number): string => decimal.format(value);
export const formatWhole = (value: number): string => whole.format(value);
/** 12 de nov. */
export const formatShortDate = (iso: string): string => shortDate.format(new Date(iso));
/** 12 de novembro de 2026 */
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));
