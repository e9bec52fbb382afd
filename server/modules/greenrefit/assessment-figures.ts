import { type Assessment, assessRetrofit } from '@shared/domain/greenrefit';
import { centsToNumeric, fromCents, numericToCents } from '@shared/domain/money';
import type { AssessmentSummary, assessmentInputSchema } from '@shared/schemas/greenrefit';
import type { z } from 'zod';
import type { GreenrefitAssessmentRow } from '../../db/schema';

export type AssessmentInput = z.output<typeof assessmentInputSchema>;

/** The figures a list shows, rounded to what their columns hold so the list and the detail agree. */
export type AssessmentFigures = Pick<
  AssessmentSummary,
  'shipName' | 'ratingNow' | 'ratingAfter2030' | 'capexEur' | 'paybackYears' | 'co2SavingT'
>;

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

export function figuresOf(input: AssessmentInput, result: Assessment): AssessmentFigures {
  return {
    shipName: input.ship.name,
    ratingNow: result.before.ciiPath[0]?.rating ?? null,
    ratingAfter2030: result.after.ciiPath.at(-1)?.rating ?? null,
    capexEur: fromCents(Math.round(result.capexEur * 100)),
    paybackYears: result.paybackYears === null ? null : round(result.paybackYears, 2),
    co2SavingT: round(result.before.co2T - result.after.co2T, 1),
  };
}

/** The server's own calculation: whatever a client computed is never stored (the contract refuses it anyway). */
export function computeAssessment(input: AssessmentInput) {
  const result = assessRetrofit(input);
  return { result, figures: figuresOf(input, result) };
}

export const figuresToColumns = (f: AssessmentFigures) => ({
  shipName: f.shipName,
  ratingNow: f.ratingNow,
  rating2030After: f.ratingAfter2030,
  capexEur: centsToNumeric(Math.round(f.capexEur * 100)),
  paybackYears: f.paybackYears === null ? null : f.paybackYears.toFixed(2),
  co2SavingT: f.co2SavingT.toFixed(1),
});

export const figuresFromColumns = (row: GreenrefitAssessmentRow): AssessmentFigures => ({
  shipName: row.shipName,
  ratingNow: row.ratingNow,
  ratingAfter2030: row.rating2030After,
  capexEur: fromCents(numericToCents(row.capexEur)),
  paybackYears: row.paybackYears === null ? null : Number(row.paybackYears),
  co2SavingT: Number(row.co2SavingT),
});
