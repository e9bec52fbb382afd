import type { CargoRequest } from '@shared/schemas/matching';
import { useTranslation } from 'react-i18next';
import { Form, FormSection } from '@/components/form';
import { PortsField } from '@/components/form/port-fields';
import { useCreateCargoRequest } from '../api/create-cargo-request';
import { useUpdateCargoRequest } from '../api/update-cargo-request';
import type { MailPrefill } from '../utils/draft-to-form';
import type { ContactDefaults } from '../utils/form-values';
import { CargoRequestCargoFields } from './cargo-request-cargo-fields';
import { type CargoRequestForm, cargoRequestSpec } from './cargo-request-form-schema';
import { type MatchingFormBody, MatchingFormDialog, useMatchingForm } from './matching-form-dialog';
import { ContactAndActions, RouteFields, useMatchingField } from './matching-form-fields';

/** null: closed; create: a new request (prefilled from a pasted mail, with the mail beside it); edit: the stored one. */
export type CargoRequestDialogTarget =
  | { mode: 'create'; prefill?: MailPrefill<CargoRequestForm> }
  | { mode: 'edit'; request: CargoRequest }
  | null;

type Props = { target: CargoRequestDialogTarget; onClose: () => void; contact: ContactDefaults };

/** SPEC.md §2 'Add Transport Request': the cargo, its window and ports; the answer counts potential matches. */
export function CargoRequestDialog({ target, onClose, contact }: Props) {
  const editing = target?.mode === 'edit' ? target.request : null;
  return (
    <MatchingFormDialog kind="requestForm" target={target} editing={editing} onClose={onClose}>
      {(body) => <CargoRequestFormBody {...body} contact={contact} />}
    </MatchingFormDialog>
  );
}

type BodyProps = MatchingFormBody<CargoRequest, CargoRequestForm> & { contact: ContactDefaults };

function CargoRequestFormBody(props: BodyProps) {
  const { t } = useTranslation('matching');
  const { editing, prefill } = props;
  const create = useCreateCargoRequest();
  const update = useUpdateCargoRequest();
  const { form, onSubmit, actions } = useMatchingForm(cargoRequestSpec, props, (payload, callbacks) =>
    editing
      ? update.mutate({ id: editing.id, input: payload }, callbacks)
      : create.mutate(payload, callbacks),
  );
  const field = useMatchingField('requestForm', prefill?.missing, prefill?.guessed);
  const alternatives = t('requestForm.alternativesHint');

  return (
    <Form form={form} idPrefix="request" onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('requestForm.sections.route')}>
        <RouteFields kind="requestForm" missing={prefill?.missing} dates={['earliestDate', 'latestDate']}>
          <PortsField {...field('alternativeOrigins', alternatives)} />
          <PortsField {...field('alternativeDestinations', alternatives)} />
        </RouteFields>
      </FormSection>

      <FormSection title={t('requestForm.sections.cargo')}>
        <CargoRequestCargoFields field={field} />
      </FormSection>

      <ContactAndActions {...actions} pending={create.isPending || update.isPending} />
    </Form>
  );
}
