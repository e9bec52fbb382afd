import { ImpressumDetails } from '@/features/legal/components/impressum-details';
import { usePageTitle } from '@/lib/use-page-title';
import { LegalDocument } from './legal-document';

/** The provider, register, VAT id and responsible person come from configuration (issue 27); the rest is text. */
export default function ImpressumPage() {
  usePageTitle('impressum');
  return <LegalDocument doc="impressum" lead={<ImpressumDetails />} />;
}
