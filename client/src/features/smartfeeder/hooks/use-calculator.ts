import type { ParsedQuoteInput, QuoteInput, SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { useOpenCalculation } from '../api/get-calculation';
import { useQuote } from '../api/get-quote';
import { toSavePayload, useSaveCalculation } from '../api/save-calculation';
import type { Overrides } from '../components/assumptions-editor';
import { type CalculatorFormValues, fromQuoteInput } from '../components/calculator-form-schema';

type Shown = { quote: SmartFeederQuote; input: QuoteInput; savedId: string | null; savedAt: string | null };

/**
 * SPEC.md §4's calculator states: idle, calculating (as long as the request takes), results shown,
 * result saved; plus reopening a saved calculation from the history.
 */
export function useCalculator() {
  const { t } = useTranslation('smartfeeder');
  const quote = useQuote();
  const save = useSaveCalculation();
  const open = useOpenCalculation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [overrides, setOverrides] = useState<Overrides>({});
  const [formValues, setFormValues] = useState<DefaultValues<CalculatorFormValues> | undefined>();

  const calculate = async (parsed: ParsedQuoteInput) => {
    const input: QuoteInput = { ...parsed, assumptions: overrides };
    try {
      const result = await quote.mutateAsync(input);
      setShown({ quote: result, input, savedId: null, savedAt: null });
      toast({ title: t('toast.completeTitle'), description: t('toast.completeBody'), placement: 'top' });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description: err instanceof ApiError && err.body?.message ? err.body.message : t('toast.errorBody'),
        reference: requestIdOf(err),
        placement: 'top',
      });
      throw err;
    }
  };

  const saveShown = () => {
    if (!shown || shown.savedId) return;
    save.mutate(toSavePayload(shown.input, shown.quote), {
      onSuccess: (saved) => {
        // The server's recomputation is what was stored: show it, so screen and history agree.
        setShown({ quote: saved.calculationResults, input: shown.input, savedId: saved.id, savedAt: null });
        toast({ title: t('toast.savedTitle'), description: t('toast.savedBody'), placement: 'top' });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('toast.errorTitle'),
          description:
            err instanceof ApiError && err.body?.message ? err.body.message : t('toast.saveFailed'),
        }),
    });
  };

  const reopen = (id: string) =>
    open.mutate(id, {
      onSuccess: (c) => {
        const { timestamp: _timestamp, ...input } = c.calculationInputs;
        setShown({ quote: c.calculationResults, input, savedId: c.id, savedAt: c.createdAt });
        setFormValues(fromQuoteInput(input));
        setOverrides(input.assumptions ?? {});
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('toast.errorTitle'),
          description: err instanceof ApiError ? err.serverMessage : undefined,
          reference: requestIdOf(err),
        }),
    });

  return {
    shown,
    calculating: quote.isPending,
    saving: save.isPending,
    overrides,
    setOverrides,
    formValues,
    calculate,
    save: saveShown,
    reopen,
  };
}
