import type { AssessmentDetail } from '@shared/schemas/greenrefit';
import { useQueryClient } from '@tanstack/react-query';
import { Leaf } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, toastSubmitError } from '@/components/form';
import { useVesselProfile, vesselProfileQuery } from '../api/get-vessel-profile';
import { useLiveAssessment } from '../hooks/use-live-assessment';
import { useProfileSource } from '../hooks/use-profile-source';
import { useSavedAssessment } from '../hooks/use-saved-assessment';
import {
  type Estimated,
  formByHand,
  formFromDetail,
  formFromEstimates,
  type RefitForm,
  refitResolver,
  type SavePayload,
} from '../utils/form';
import { AssumptionsPanel } from './assumptions-panel';
import { CiiSection } from './cii-section';
import { MeasuresSection } from './measures-section';
import { MoneySection } from './money-section';
import { MyQuoteRequests } from './my-quote-requests';
import { PrintReport } from './print-report';
import { ProfileFields } from './profile-fields';
import { QuoteDialog } from './quote-dialog';
import { RankingSection } from './ranking-section';
import { SavedAssessments } from './saved-assessments';
import { ShipFields } from './ship-fields';
import { type FleetState, ShipPicker } from './ship-picker';
import { SummaryPanel } from './summary-panel';

/**
 * GreenRefit (issue 9): a ship's CII path to 2030, the retrofits that change it, what they cost and save, saved
 * assessments, a printed report and quote requests to shipyards. Figures are computed here as the user types.
 */
export function GreenRefitTool({ fleet }: { fleet: FleetState }) {
  const { t } = useTranslation('greenrefit');
  const queryClient = useQueryClient();
  const initial = useMemo(() => formByHand(), []);
  const form = useForm<RefitForm, unknown, SavePayload>({
    resolver: refitResolver,
    mode: 'onChange',
    defaultValues: initial.form,
  });
  const { control } = form;
  const [started, setStarted] = useState(false);
  const [loadingShip, setLoadingShip] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [focusName, setFocusName] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  const vesselId = useWatch({ control, name: 'vesselId' });
  const estimates = useVesselProfile(vesselId);
  const { estimated, setEstimated, chooseSource, onEdit, sourceText } = useProfileSource(
    form,
    estimates.data,
  );
  const { live, stale } = useLiveAssessment(control);

  const load = (next: RefitForm, est: Estimated) => {
    form.reset(next);
    setEstimated(est);
    setStarted(true);
  };
  const file = useSavedAssessment(form, (detail: AssessmentDetail) =>
    load(formFromDetail(detail), new Set()),
  );

  useEffect(() => {
    if (focusName) form.setFocus('ship.name');
  }, [focusName, form]);

  const pickVessel = async (id: string) => {
    setLoadingShip(true);
    try {
      const est = await queryClient.fetchQuery(vesselProfileQuery(id));
      const next = formFromEstimates(est, id);
      load(next.form, next.estimated);
      file.clear();
    } catch (err) {
      toastSubmitError(err, t('tryAgain'), t('start.loadFailed'));
    } finally {
      setLoadingShip(false);
    }
  };
  const byHand = () => {
    const next = formByHand();
    load(next.form, next.estimated);
    file.clear();
    setFocusName((n) => n + 1);
  };

  const name = useWatch({ control, name: 'name' });
  const chosen = live?.input.measures.map((m) => m.id) ?? [];

  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <div className="flex items-center gap-2">
          <Leaf className="h-7 w-7 text-emerald-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        </div>
        <p className="mt-1 max-w-3xl text-slate-600">{t('subtitle')}</p>
      </div>
      <ShipPicker
        fleet={fleet}
        vesselId={started ? vesselId : ''}
        loading={loadingShip}
        onPickVessel={(id) => void pickVessel(id)}
        onByHand={byHand}
      />
      {started && live ? (
        <>
          <Form
            form={form}
            idPrefix="gr"
            ref={formRef}
            onSubmit={(e) => e.preventDefault()}
            aria-label={t('formLabel')}
            className="print:hidden"
          >
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
              <div className="lg:col-start-2 lg:row-start-1">
                <SummaryPanel
                  assessment={live.assessment}
                  stale={stale}
                  savedId={file.savedId}
                  dirty={form.formState.isDirty}
                  saving={file.saving}
                  onSave={(asNew) => void file.save(asNew)}
                  onPrint={() => window.print()}
                  onRequestQuotes={() => setQuoteOpen(true)}
                />
              </div>
              <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
                <ShipFields estimated={estimated} onEdit={onEdit} fromFleet={vesselId !== ''} />
                <ProfileFields
                  estimated={estimated}
                  onEdit={onEdit}
                  estimates={estimates.data}
                  onChooseSource={chooseSource}
                  sourceText={sourceText}
                  assessment={live.assessment}
                />
                <CiiSection assessment={live.assessment} hasMeasures={chosen.length > 0} />
                <MeasuresSection />
                <RankingSection assessment={live.assessment} />
                <MoneySection assessment={live.assessment} />
                <AssumptionsPanel />
              </div>
            </div>
          </Form>
          <PrintReport
            name={name}
            input={live.input}
            assessment={live.assessment}
            profileSourceText={sourceText}
          />
          <QuoteDialog
            open={quoteOpen}
            onClose={() => setQuoteOpen(false)}
            savedId={file.savedId}
            dirty={form.formState.isDirty}
            saving={file.saving}
            onSave={async () => {
              const ok = await file.save(false);
              focusInvalid.current = !ok;
              return ok;
            }}
            onCloseAutoFocus={(e) => {
              if (!focusInvalid.current) return;
              // A save refused for invalid figures closes the dialog: the first figure in error takes the focus.
              e.preventDefault();
              focusInvalid.current = false;
              formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            }}
            shipName={live.input.ship.name}
            measures={chosen}
          />
        </>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <SavedAssessments
          openId={file.savedId}
          opening={file.opening}
          onOpen={file.reopen}
          onDeleted={file.forget}
        />
        <MyQuoteRequests />
      </div>
    </div>
  );
}
