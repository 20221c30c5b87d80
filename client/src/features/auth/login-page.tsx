import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { authStrings } from './strings.ts';

export function LoginPage() {
  return <ScreenPlaceholder title={authStrings.loginTitle} />;
}
