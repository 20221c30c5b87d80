import { ServedAsDocument } from '../../shared/static-page/served-as-document.tsx';
import { SalesArticle } from './sales-article.tsx';

const enhance = () => import('./sales-enhance.ts');

/** `/` inside the SPA; the server normally answers `/` with the prerendered article instead. */
export function SalesPage() {
  return (
    <ServedAsDocument enhance={enhance}>
      <SalesArticle year={new Date().getFullYear()} />
    </ServedAsDocument>
  );
}
