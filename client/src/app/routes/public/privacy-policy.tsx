import { usePageTitle } from '@/lib/use-page-title';
import { LegalDocument } from './legal-document';

export default function PrivacyPolicyPage() {
  usePageTitle('privacy');
  return <LegalDocument doc="privacy" />;
}
