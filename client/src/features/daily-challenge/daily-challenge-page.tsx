import { useSearchParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { parseDayParam } from './day-param.ts';
import { dailyChallengeStrings as text } from './strings.ts';

export function DailyChallengePage() {
  const [searchParams] = useSearchParams();
  const day = parseDayParam(searchParams.get('day'));
  return (
    <ScreenPlaceholder title={text.title}>
      <p>{day === null ? text.dayNotFound : text.dayOfProgramme.replace('{n}', String(day))}</p>
    </ScreenPlaceholder>
  );
}
