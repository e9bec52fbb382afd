import { FormRow, FormSection } from './form';
import { TextField } from './fields';

type Labels = {
  contactName: string;
  contactEmail: string;
  /** Asks for a phone number too (`contactPhone`, optional). */
  contactPhone?: string;
  /** Asks for the company too (`companyName`, optional). */
  companyName?: string;
};

/**
 * Whom to reach about a marketplace entry (an offer, a booking request, a capacity): name and email, which the
 * schemas require, and phone and company where the form asks for them. The form names the section and the labels.
 */
export function ContactFields({ title, labels }: { title: string; labels: Labels }) {
  return (
    <FormSection title={title}>
      <FormRow>
        <TextField name="contactName" label={labels.contactName} required autoComplete="name" />
        <TextField
          name="contactEmail"
          type="email"
          label={labels.contactEmail}
          required
          autoComplete="email"
        />
        {labels.contactPhone ? (
          <TextField name="contactPhone" type="tel" label={labels.contactPhone} autoComplete="tel" />
        ) : null}
        {labels.companyName ? (
          <TextField name="companyName" label={labels.companyName} autoComplete="organization" />
        ) : null}
      </FormRow>
    </FormSection>
  );
}
