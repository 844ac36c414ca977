import { termsOfService } from '@ferrum/shared/content/legal';
import { LegalDocument } from './legal-document.tsx';

/** /terms (docs/product.md#legal-pages): 13 sections, last updated April 6, 2025. */
export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
