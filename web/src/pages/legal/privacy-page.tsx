import { privacyPolicy } from '@ferrum/shared/content/legal';
import { LegalDocument } from './legal-document.tsx';

/** /privacy (docs/product.md#legal-pages): 11 sections, last updated November 24, 2026 (docs/decisions/019). */
export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
