import { FormRow, FormSection } from './form';
import { TextField } from './fields';

/** The label keys a marketplace namespace names its contact fields with (`fields.<key>`). */
type LabelKey = 'contactName' | 'contactEmail' | 'contactPhoneOptional' | 'companyNameOptional';

/**
 * Whom to reach about a marketplace entry (an offer, a booking request): name and email, which the schemas require,
 * and, with `withPhoneAndCompany`, the optional phone and company. The form names the section; `label` reads the
 * labels from its own namespace.
 */
export function ContactFields({
  title,
  label,
  withPhoneAndCompany,
}: {
  title: string;
  label: (key: LabelKey) => string;
  withPhoneAndCompany?: boolean;
}) {
  return (
    <FormSection title={title}>
      <FormRow>
        <TextField name="contactName" label={label('contactName')} required autoComplete="name" />
        <TextField
          name="contactEmail"
          type="email"
          label={label('contactEmail')}
          required
          autoComplete="email"
        />
        {withPhoneAndCompany && (
          <>
            <TextField
              name="contactPhone"
              type="tel"
              label={label('contactPhoneOptional')}
              autoComplete="tel"
            />
            <TextField name="companyName" label={label('companyNameOptional')} autoComplete="organization" />
          </>
        )}
      </FormRow>
    </FormSection>
  );
}
