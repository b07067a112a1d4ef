import { createDealSchema } from '@common/deal-edits';
import type { DealStage, DealType } from '@common/deal-stages';
import { z } from 'zod';

/**
 * The Add Deal form over the shared `createDealSchema`: inputs hold text and selects hold strings, so
 * they are converted here ('12,500' → 12500; '' or 'none' → missing) and the shared rules give the
 * messages.
 */

/** The optional selects' value for "none" (a select item may not be empty). */
export const noChoice = 'none';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Text → number; text that is not a number becomes NaN, so the schema's "must be a number" shows. */
export const textToNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (isBlank(value)) return undefined;
  const digits = String(value).trim().replaceAll(',', '').replace(/^\$/, '');
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
};

const optionalId = (value: unknown) => (value === noChoice || isBlank(value) ? null : textToNumber(value));
const optionalText = (value: unknown) => (isBlank(value) ? null : value);

const { shape } = createDealSchema;

export const dealFormSchema = createDealSchema.extend({
  propertyId: z.preprocess(textToNumber, shape.propertyId),
  tenantId: z.preprocess(optionalId, shape.tenantId),
  spaceId: z.preprocess(optionalId, shape.spaceId),
  leadUserId: z.preprocess(optionalId, shape.leadUserId),
  squareFeetNeeded: z.preprocess(textToNumber, shape.squareFeetNeeded),
  proposedRent: z.preprocess((value) => textToNumber(value) ?? null, shape.proposedRent),
  brokerName: z.preprocess(optionalText, shape.brokerName),
  brokerCompany: z.preprocess(optionalText, shape.brokerCompany),
  description: z.preprocess(optionalText, shape.description),
  expectedCloseDate: z.preprocess(optionalText, shape.expectedCloseDate),
});

/** What the inputs hold. */
export type DealFormValues = {
  prospectName: string;
  propertyId: string;
  tenantId: string;
  spaceId: string;
  dealType: DealType;
  stage: DealStage;
  squareFeetNeeded: string;
  proposedRent: string;
  brokerName: string;
  brokerCompany: string;
  leadUserId: string;
  expectedCloseDate: string;
  description: string;
};

export type DealFormOutput = z.output<typeof dealFormSchema>;

export const emptyDealForm: DealFormValues = {
  prospectName: '',
  propertyId: '',
  tenantId: noChoice,
  spaceId: noChoice,
  dealType: 'new',
  stage: 'inquiry',
  squareFeetNeeded: '',
  proposedRent: '',
  brokerName: '',
  brokerCompany: '',
  leadUserId: noChoice,
  expectedCloseDate: '',
  description: '',
};

/** `/deals/new?tenantId=&propertyId=`: ids that look like ids preselect the form. */
export function prefillFromSearchParams(params: URLSearchParams): Partial<DealFormValues> {
  const prefill: Partial<DealFormValues> = {};
  const tenantId = params.get('tenantId');
  const propertyId = params.get('propertyId');
  if (tenantId && /^[1-9]\d{0,9}$/.test(tenantId)) prefill.tenantId = tenantId;
  if (propertyId && /^[1-9]\d{0,9}$/.test(propertyId)) prefill.propertyId = propertyId;
  return prefill;
}

export type DealFormField = keyof DealFormValues;

/** The form's inputs, by the names the API gives them: a refusal naming one shows under it. */
export const dealFormFields = Object.keys(emptyDealForm) as DealFormField[];
