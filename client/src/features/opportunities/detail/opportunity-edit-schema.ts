import { type OpportunityDetail, type UpdateDealInput, updateDealSchema } from '@common/opportunities';
import { z } from 'zod';

/** The Edit/Save form holds text; it is converted, then checked with the shared `updateDealSchema`. */
export type OpportunityEditValues = {
  title: string;
  description: string;
  potentialValue: string;
  probability: string;
  expectedCloseDate: string;
};

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const opportunityEditSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    potentialValue: z.string(),
    probability: z.string(),
    expectedCloseDate: z.string(),
  })
  .transform(
    (values): UpdateDealInput => ({
      title: values.title,
      description: values.description.trim() === '' ? null : values.description,
      potentialValue: values.potentialValue.trim() === '' ? null : toNumber(values.potentialValue),
      probability: toNumber(values.probability),
      expectedCloseDate: values.expectedCloseDate === '' ? null : values.expectedCloseDate,
    }),
  )
  .pipe(updateDealSchema);

export function editValuesOf(opportunity: OpportunityDetail): OpportunityEditValues {
  return {
    title: opportunity.title,
    description: opportunity.description ?? '',
    potentialValue: opportunity.potentialValue === null ? '' : String(opportunity.potentialValue),
    probability: String(opportunity.probability),
    expectedCloseDate: opportunity.expectedCloseDate ?? '',
  };
}
