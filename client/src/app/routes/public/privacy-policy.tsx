import { LegalDocument } from './legal-document';

export default function PrivacyPolicyPage() {
  return <LegalDocument doc="privacy" />;
}
