import { privacyPolicy } from '../../content/legal.ts';
import { LegalDocument } from './legal-document.tsx';

/** /privacy (SPEC.md §2): 11 sections, last updated April 6, 2025. */
export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
