import { usePageTitle } from '@/lib/use-page-title';
import { LegalDocument } from './legal-document';

export default function ImpressumPage() {
  usePageTitle('impressum');
  return <LegalDocument doc="impressum" />;
}
