import { LegalDocument } from './legal-document';

export default function TermsOfServicePage() {
  return <LegalDocument doc="terms" />;
}
