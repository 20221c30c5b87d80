import { ServedAsDocument } from '../../shared/static-page/served-as-document.tsx';
import { VideoSalesPage } from './video-sales-page.tsx';

const enhance = () => import('./landing-enhance.ts');

/** /lp*, /landing*, /vsl* inside the SPA; the server normally answers them with the prerendered page. */
export function LandingPage() {
  return (
    <ServedAsDocument enhance={enhance}>
      <VideoSalesPage year={new Date().getFullYear()} />
    </ServedAsDocument>
  );
}
