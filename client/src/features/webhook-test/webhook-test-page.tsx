import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { webhookTestStrings } from './strings.ts';

export function WebhookTestPage() {
  return <ScreenPlaceholder title={webhookTestStrings.title} />;
}
