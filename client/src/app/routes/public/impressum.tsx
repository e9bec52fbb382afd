import { LegalDocument } from './legal-document';

export default function ImpressumPage() {
  return <LegalDocument doc="impressum" />;
}
