export { ContactFields } from './contact-fields';
export { FormField } from './form-field';
export { Form, FormRow, FormSection, useFieldId } from './form';
export { FormActions } from './form-actions';
export {
  CheckboxField,
  CheckboxGroupField,
  DateField,
  DateTimeField,
  type FieldProps,
  MoneyField,
  NumberField,
  PasswordField,
  SelectField,
  TextareaField,
  TextField,
} from './fields';
export { toastSubmitError } from './submit-error';
