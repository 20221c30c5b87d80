import { describe, expect, it } from 'vitest';
import { timeZoneName } from './reminder-section.tsx';

describe('timeZoneName', () => {
  it('names a time zone as people do, never by its id', () => {
    expect(timeZoneName('America/Sao_Paulo')).toMatch(/Brasília/);
    expect(timeZoneName('America/Sao_Paulo')).not.toMatch(/America|Sao_Paulo/);
  });

  it('falls back to the id for a zone the browser does not know', () => {
    expect(timeZoneName('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons');
  });
});
