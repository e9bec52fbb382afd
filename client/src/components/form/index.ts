export { BoxMixField } from './box-mix-field';
export {
  type BoxLineForm,
  blankBoxLine,
  boxLinesToPayload,
  boxLineToForm,
  liveCargoType,
  liveTeu,
} from './box-mix-values';
export { ContactFields } from './contact-fields';
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
export { Form, FormRow, FormSection, useFieldId } from './form';
export { FormActions } from './form-actions';
export { FormField } from './form-field';
export { toastSubmitError } from './submit-error';
