import { ServedAsDocument } from '../../shared/static-page/served-as-document.tsx';
import { UpsellScreen } from './upsell-screen.tsx';

const enhance = () => import('./upsell-enhance.ts');

/** /upsell-onda-genial inside the SPA; the server normally answers it with the prerendered page. */
export function UpsellPage() {
  return (
    <ServedAsDocument enhance={enhance}>
      <UpsellScreen />
    </ServedAsDocument>
  );
}
