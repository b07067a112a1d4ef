import type { OpportunityDetail } from '@common/deal-detail';
import { type UpdateDealInput, updateDealSchema } from '@common/deal-edits';
import type { DealType } from '@common/deal-stages';
import type { FieldErrors, FieldNamesMarkedBoolean, Resolver } from 'react-hook-form';

/** The Edit Deal form as typed: text for every number so a half-typed value can be validated. */
export type EditDealForm = {
  title: string;
  prospectName: string;
  propertyId: string;
  dealType: DealType;
  squareFeetNeeded: string;
  proposedRent: string;
  brokerName: string;
  brokerCompany: string;
  leadUserId: string;
  expectedCloseDate: string;
  probability: string;
  potentialValue: string;
  description: string;
};

/** The Select's value for "nobody" (Radix forbids an empty item value). */
export const noLead = 'none';

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function editDealFormValues(deal: OpportunityDetail): EditDealForm {
  return {
    title: deal.title,
    prospectName: deal.prospectName,
    propertyId: String(deal.property.id),
    dealType: deal.dealType,
    squareFeetNeeded: String(deal.squareFeetNeeded),
    proposedRent: text(deal.proposedRent),
    brokerName: deal.brokerName ?? '',
    brokerCompany: deal.brokerCompany ?? '',
    leadUserId: deal.lead ? String(deal.lead.id) : noLead,
    expectedCloseDate: deal.expectedCloseDate ?? '',
    probability: String(deal.probability),
    potentialValue: text(deal.potentialValue),
    description: deal.description ?? '',
  };
}

// '' is "no value": null where the field may be empty, NaN (→ the schema's "must be a number") where not.
const required = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optional = (value: string) => (value.trim() === '' ? null : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? null : value);

/** The form as the PATCH body (updateDealSchema's input). */
export function editDealPayload(form: EditDealForm): UpdateDealInput {
  return {
    title: form.title,
    prospectName: form.prospectName,
    propertyId: required(form.propertyId),
    dealType: form.dealType,
    squareFeetNeeded: required(form.squareFeetNeeded),
    proposedRent: optional(form.proposedRent),
    brokerName: optionalText(form.brokerName),
    brokerCompany: optionalText(form.brokerCompany),
    leadUserId: form.leadUserId === noLead ? null : Number(form.leadUserId),
    expectedCloseDate: optionalText(form.expectedCloseDate),
    probability: required(form.probability),
    potentialValue: optional(form.potentialValue),
    description: optionalText(form.description),
  };
}

/** Validates with the shared contract, so the form shows exactly the server's messages. */
export const editDealResolver: Resolver<EditDealForm, unknown, UpdateDealInput> = async (form) => {
  const result = updateDealSchema.safeParse(editDealPayload(form));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<EditDealForm> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EditDealForm | undefined;
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The fields of the parsed form the user changed (react-hook-form's dirty fields), and only those. */
export function changedFields(
  values: UpdateDealInput,
  dirty: Partial<Readonly<FieldNamesMarkedBoolean<EditDealForm>>>,
): UpdateDealInput {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => dirty[key as keyof EditDealForm] === true),
  ) as UpdateDealInput;
}
