import { usePageTitle } from '@/lib/use-page-title';
import { LegalDocument } from './legal-document';

export default function TermsOfServicePage() {
  usePageTitle('terms');
  return <LegalDocument doc="terms" />;
}
