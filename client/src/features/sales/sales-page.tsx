import { LinkButton } from '../../shared/link-button.tsx';
import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { salesStrings } from './strings.ts';

/** `/` for visitors. Signed-in visitors never get here: the route redirects them to /app. */
export function SalesPage() {
  return (
    <ScreenPlaceholder title={salesStrings.title}>
      <LinkButton to="/login" variant="secondary">
        {salesStrings.loginLink}
      </LinkButton>
    </ScreenPlaceholder>
  );
}
