import { zodResolver } from '@hookform/resolvers/zod';
import { acceptMatchSchema, type Match, rejectMatchSchema } from '@shared/schemas/matching';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, FormActions, TextareaField, toastSubmitError } from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { portName } from '@/components/ui/port-combobox';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAcceptMatch } from '../api/accept-match';
import { useRejectMatch } from '../api/reject-match';
import { formatMatchScore } from '../utils/format-score';
import { holdRole, type MatchAction } from './match-agreement';
import { DeclineMatchCounterForm, MatchCounterForm } from './match-counter-forms';

export type MatchDecision = { match: Match; action: MatchAction } | null;

/**
 * The texts of a decision (PRODUCT.md 33): on a proposed match accept (holds the TEU) or reject; on a held one the
 * other party confirms (books) or declines, the holder releases; accepting the other side's counter-offer books
 * at its price; a counter-offer is made or declined.
 */
export function decisionTexts(match: Match | undefined, action: MatchAction) {
  if (action === 'counter' || action === 'declineCounter') return action;
  if (action === 'accept' && match?.counter && match.counter.by !== match.party) return 'acceptCounter';
  if (match?.status !== 'held') return action;
  if (action === 'accept') return 'confirm';
  return holdRole(match) === 'holder' ? 'release' : 'decline';
}

type Props = { decision: MatchDecision; onClose: () => void };

/** SPEC.md §4: accept with optional feedback, or reject with a reason (required) and optional feedback. */
export function MatchDecisionDialog({ decision, onClose }: Props) {
  const { t } = useTranslation('matching');
  const action = decision?.action ?? 'accept';
  const texts = decisionTexts(decision?.match, action);
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`decision.${texts}.title`)}</DialogTitle>
          <DialogDescription>{t(`decision.${texts}.description`)}</DialogDescription>
        </DialogHeader>
        {decision?.action === 'counter' && (
          <MatchCounterForm key={decision.match.id} match={decision.match} onDone={onClose} />
        )}
        {decision?.action === 'declineCounter' && (
          <DeclineMatchCounterForm key={decision.match.id} match={decision.match} onDone={onClose} />
        )}
        {(decision?.action === 'accept' || decision?.action === 'reject') && (
          <DecisionForm
            key={`${decision.match.id}-${decision.action}`}
            match={decision.match}
            action={decision.action}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Values = { reason: string; feedback: string };
type Decided = { reason?: string; feedback: string | null };

/** The shared contracts over the dialog's fields; acceptance sends the feedback alone. */
const decisionSchema = (action: 'accept' | 'reject') =>
  action === 'accept'
    ? z.preprocess((f: Values) => ({ feedback: f.feedback }), acceptMatchSchema)
    : z.preprocess((f: Values) => ({ reason: f.reason, feedback: f.feedback }), rejectMatchSchema);

function DecisionForm({
  match,
  action,
  onDone,
}: {
  match: Match;
  action: 'accept' | 'reject';
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('matching');
  const accept = useAcceptMatch();
  const reject = useRejectMatch();
  const form = useForm<Values, unknown, Decided>({
    resolver: zodResolver(decisionSchema(action) as unknown as z.ZodType<Decided, Values>),
    defaultValues: { reason: '', feedback: '' },
  });
  const reason = form.watch('reason');
  const v = match.vesselDetails;
  const texts = decisionTexts(match, action);

  const onError = (err: unknown) => {
    toastSubmitError(err, t(`decision.${texts}.failed`));
    // 409: no longer proposed; the list has been refetched, so the dialog has nothing left to decide.
    if (err instanceof ApiError && err.status === 409) onDone();
  };

  const onSubmit = form.handleSubmit(({ reason = '', feedback }) => {
    if (action === 'accept') {
      accept.mutate(
        { id: match.id, feedback },
        {
          onSuccess: (answer) => {
            const teu = match.requestDetails.requiredTEU;
            toast(
              answer.status === 'accepted'
                ? {
                    title: t('decision.confirm.done'),
                    description: t('decision.confirm.doneHint', {
                      teu,
                      vessel: v.vesselName,
                      reference: answer.reference ?? '',
                    }),
                  }
                : {
                    title: t('decision.accept.done'),
                    description: t('decision.accept.doneHint', {
                      teu,
                      vessel: v.vesselName,
                      date: answer.hold ? formatDateTime(answer.hold.expiresAt, i18n.language) : '',
                    }),
                  },
            );
            onDone();
          },
          onError,
        },
      );
    } else {
      reject.mutate(
        { id: match.id, reason, feedback },
        {
          onSuccess: () => {
            toast({ title: t(`decision.${texts}.done`), description: t('decision.reject.doneHint') });
            onDone();
          },
          onError,
        },
      );
    }
  });

  return (
    <Form form={form} idPrefix="decision" onSubmit={onSubmit}>
      <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">
          {v.vesselName} · {formatMatchScore(match.matchScore, i18n.language)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-700">
          {portName(v.originPort)}
          <ArrowRight className="h-3.5 w-3.5 text-slate-400" aria-label={t('to')} />
          {portName(v.destinationPort)}
        </p>
        <p className="mt-1 text-slate-600">
          {t('decision.summary', {
            teu: match.requestDetails.requiredTEU,
            contact: match.requestDetails.contactName,
          })}
        </p>
      </div>
      {action === 'reject' && (
        <TextareaField
          name="reason"
          label={t('decision.reject.reason')}
          required
          rows={3}
          maxLength={1000}
          placeholder={t('decision.reject.reasonPlaceholder')}
        />
      )}
      <TextareaField
        name="feedback"
        label={t('decision.feedback')}
        rows={3}
        maxLength={1000}
        placeholder={t('decision.feedbackPlaceholder')}
      />
      <FormActions
        onCancel={onDone}
        pending={accept.isPending || reject.isPending}
        variant={action === 'reject' ? 'destructive' : 'default'}
        // SPEC.md §4: the rejection's confirm stays disabled until the reason is non-blank.
        canSubmit={action === 'accept' || reason.trim() !== ''}
        submitLabel={t(`decision.${texts}.confirm`)}
      />
    </Form>
  );
}
