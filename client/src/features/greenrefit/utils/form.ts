import {
  type AssessmentInput,
  defaultRefitAssumptions,
  MEASURES,
  type MeasureId,
  measureIds,
  type OperatingProfile,
  profileFromServiceSpeed,
  type RefitAssumptions,
  type RefitShip,
  shipFromVessel,
} from '@shared/domain/greenrefit';
import {
  type AssessmentDetail,
  assessmentInputSchema,
  type ProfileEstimates,
  type SaveAssessmentPayload,
  saveAssessmentSchema,
} from '@shared/schemas/greenrefit';
import { type FuelType, fuelTypes } from '@shared/schemas/vessels';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';
import { getMoneySettings } from '@/lib/money';

/**
 * The form behind the GreenRefit screen. Number inputs hold NaN when empty. Shares travel as fractions (0.05) but
 * the screen shows per cent, so a measure's `saving` and `parameter` are kept here as the screen shows them; the
 * catalogue is always complete (in its order), `selected` marking the chosen measures; the logged fuel holds one
 * row per fuel type. The payload builder below turns this into the shared contract's shape.
 */
export type MeasureForm = {
  id: MeasureId;
  selected: boolean;
  /** Per cent of fuel energy saved (efficiency measures; NaN for the others). */
  saving: number;
  /** The measure's setting in per cent (see PARAMETER_SCALE; NaN when it has none). */
  parameter: number;
  capexEur: number;
  opexEurPerYear: number;
};

export type RefitForm = {
  name: string;
  /** A fleet vessel's id, or '' for a ship entered by hand. */
  vesselId: string;
  ship: RefitShip & { yearBuilt: number; mainEnginePowerKw: number };
  profile: Omit<OperatingProfile, 'annualFuel'> & { annualFuel: { fuelType: FuelType; tonnes: number }[] };
  measures: MeasureForm[];
  assumptions: RefitAssumptions;
  startYear: number;
};

export type SavePayload = z.output<typeof saveAssessmentSchema>;

/** Every measure's `parameter` is a share (a fraction) in the catalogue; the screen shows per cent. */
export const PARAMETER_SCALE = 100;

/** Shares times 100 carry float noise (0.07 × 100 = 7.000000000000001); the screen shows clean figures. */
const clean = (n: number) => Math.round(n * 1e6) / 1e6;
const orNaN = (n: number | null | undefined) => (n === null || n === undefined ? Number.NaN : n);
const orNull = (n: number) => (Number.isNaN(n) ? null : n);

export const savingToForm = (share: number | null) => (share === null ? Number.NaN : clean(share * 100));
export const parameterToForm = (value: number | null) =>
  value === null ? Number.NaN : clean(value * PARAMETER_SCALE);

/** A measure as the catalogue proposes it, not chosen. */
export const catalogueMeasure = (id: MeasureId): MeasureForm => ({
  id,
  selected: false,
  saving: savingToForm(MEASURES[id].saving?.default ?? null),
  parameter: parameterToForm(MEASURES[id].parameter?.default ?? null),
  capexEur: MEASURES[id].capexEur.default,
  opexEurPerYear: 0,
});

const shipToForm = (ship: RefitShip): RefitForm['ship'] => ({
  ...ship,
  yearBuilt: orNaN(ship.yearBuilt),
  mainEnginePowerKw: orNaN(ship.mainEnginePowerKw),
});

const profileToForm = (profile: OperatingProfile): RefitForm['profile'] => ({
  ...profile,
  annualFuel: fuelTypes.map((fuelType) => ({
    fuelType,
    tonnes: orNaN(profile.annualFuel.find((f) => f.fuelType === fuelType)?.tonnes),
  })),
});

export const currentYear = (now = new Date()) => Math.min(2050, Math.max(2023, now.getFullYear()));

function baseForm(ship: RefitShip, profile: OperatingProfile, year: number): RefitForm {
  return {
    name: ship.name,
    vesselId: '',
    ship: shipToForm(ship),
    profile: profileToForm(profile),
    measures: measureIds.map(catalogueMeasure),
    // EUR/USD at the dated rate the rest of the platform converts at (PRODUCT.md 37).
    assumptions: defaultRefitAssumptions(year, getMoneySettings().rate?.rate),
    startYear: year,
  };
}

/** Form paths of figures that are estimates, so the screen can badge them. */
export type Estimated = ReadonlySet<string>;

/** The profile figures an estimate assumes rather than knows (PROFILE_DEFAULTS). */
export const assumedProfileFigures = (source: OperatingProfile['source']) =>
  source === 'service_speed'
    ? ['distanceNm', 'daysAtSea', 'daysInPort', 'auxFuelAtSeaTPerDay', 'fuelInPortTPerDay']
    : source === 'voyages'
      ? ['auxFuelAtSeaTPerDay', 'fuelInPortTPerDay']
      : [];

/** A fleet ship with the server's estimates: the voyages' year when there is one, else the service-speed year. */
export function formFromEstimates(
  est: ProfileEstimates,
  vesselId: string,
  year = currentYear(),
): { form: RefitForm; estimated: Estimated } {
  const profile = est.fromVoyages?.profile ?? est.fromServiceSpeed;
  const form = { ...baseForm(est.ship, profile, year), vesselId };
  if (est.fromVoyages) form.assumptions.etsScopeShare = est.fromVoyages.etsScopeShare;
  return {
    form,
    estimated: new Set([
      ...est.estimated.map((k) => `ship.${k}`),
      ...assumedProfileFigures(profile.source).map((k) => `profile.${k}`),
    ]),
  };
}

/** A ship typed in by hand starts as a typical 700 TEU feeder, every figure marked as an example to replace. */
export function formByHand(year = currentYear()): { form: RefitForm; estimated: Estimated } {
  const { ship } = shipFromVessel({
    id: '',
    name: '',
    teuCapacity: 700,
    deadweightTonnes: null,
    grossTonnage: null,
    yearBuilt: null,
    mainEnginePowerKw: null,
    serviceSpeedKnots: null,
    fuelConsumptionTonnesPerDay: null,
    fuelType: 'vlsfo',
    scrubberFitted: false,
  });
  const profile = profileFromServiceSpeed(ship);
  const shipFigures = [
    'teuCapacity',
    'deadweightTonnes',
    'grossTonnage',
    'serviceSpeedKnots',
    'fuelTonnesPerDay',
  ];
  return {
    form: baseForm(ship, profile, year),
    estimated: new Set([
      ...shipFigures.map((k) => `ship.${k}`),
      ...assumedProfileFigures('service_speed').map((k) => `profile.${k}`),
    ]),
  };
}

/** A saved assessment back in the form, its figures as they were saved. */
export function formFromDetail(detail: AssessmentDetail): RefitForm {
  const { input } = detail;
  return {
    name: detail.name,
    vesselId: detail.vesselId ?? '',
    ship: shipToForm(input.ship),
    profile: profileToForm(input.profile),
    measures: measureIds.map((id) => {
      const saved = input.measures.find((m) => m.id === id);
      if (!saved) return catalogueMeasure(id);
      return {
        id,
        selected: true,
        saving: savingToForm(saved.saving),
        parameter: parameterToForm(saved.parameter),
        capexEur: saved.capexEur,
        opexEurPerYear: saved.opexEurPerYear,
      };
    }),
    assumptions: {
      ...defaultRefitAssumptions(input.startYear, getMoneySettings().rate?.rate),
      ...input.assumptions,
    },
    startYear: input.startYear,
  };
}

/** The service-speed year for the ship as it stands in the form (its own speed, PROFILE_DEFAULTS' days). */
export function serviceSpeedProfile(ship: RefitForm['ship']): RefitForm['profile'] | null {
  if (!(ship.serviceSpeedKnots > 0)) return null;
  return profileToForm(profileFromServiceSpeed({ ...ship, yearBuilt: null, mainEnginePowerKw: null }));
}

/**
 * The shared contract's payload, and where each payload path sits in the form: measures and logged fuel are
 * filtered lists there, full ones here.
 */
export function toPayload(f: RefitForm): {
  payload: SaveAssessmentPayload;
  formPath: (p: PropertyKey[]) => string;
} {
  const chosen = f.measures.flatMap((m, i) => (m.selected ? [i] : []));
  const logged = f.profile.annualFuel.flatMap((a, i) => (Number.isNaN(a.tonnes) ? [] : [i]));
  const payload: SaveAssessmentPayload = {
    name: f.name,
    vesselId: f.vesselId || null,
    input: {
      ship: {
        ...f.ship,
        yearBuilt: orNull(f.ship.yearBuilt),
        mainEnginePowerKw: orNull(f.ship.mainEnginePowerKw),
      },
      profile: { ...f.profile, annualFuel: logged.map((i) => f.profile.annualFuel[i]) },
      measures: chosen.map((i) => {
        const m = f.measures[i];
        const def = MEASURES[m.id];
        return {
          id: m.id,
          saving: def.saving ? m.saving / 100 : null,
          parameter: def.parameter ? m.parameter / PARAMETER_SCALE : null,
          capexEur: m.capexEur,
          opexEurPerYear: m.opexEurPerYear,
        };
      }),
      assumptions: f.assumptions,
      startYear: f.startYear,
    },
  };
  const formPath = (path: PropertyKey[]) => {
    const p = path.map(String);
    if (p[0] === 'input') p.shift();
    if (p[0] === 'measures') {
      if (p.length === 1) return 'measures.root';
      p[1] = String(chosen[Number(p[1])] ?? p[1]);
    }
    if (p[0] === 'profile' && p[1] === 'annualFuel') {
      if (p.length === 2) return 'profile.annualFuel.root';
      p[2] = String(logged[Number(p[2])] ?? p[2]);
    }
    return p.join('.');
  };
  return { payload, formPath };
}

/** The shared save contract as the form's resolver, its issues put under the form's own fields. */
export const refitResolver: Resolver<RefitForm, unknown, SavePayload> = async (values) => {
  const { payload, formPath } = toPayload(values);
  const result = saveAssessmentSchema.safeParse(payload);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<RefitForm> = {};
  for (const issue of result.error.issues) {
    const path = formPath(issue.path);
    if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/**
 * The figures as the calculation takes them, or null while any is invalid. The name does not enter the
 * calculation, so a blank one does not hold the figures back.
 */
export function liveInput(f: RefitForm): AssessmentInput | null {
  const { input } = toPayload(f).payload;
  const result = assessmentInputSchema.safeParse({
    ...input,
    ship: { ...input.ship, name: input.ship.name || '-' },
  });
  return result.success ? result.data : null;
}

/** Form fields in the screen's order, for server issues (payload paths) and for focusing the first in error. */
export const issueToFormPath = (form: RefitForm, field: string) => toPayload(form).formPath(field.split('.'));
