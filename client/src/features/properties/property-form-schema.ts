import { createPropertySchema } from '@common/properties';
import { z } from 'zod';

/**
 * The Create form over the shared `createPropertySchema`: inputs hold text, so numbers are parsed
 * here ('12,500' → 12500; '' → missing) and the shared rules give the messages.
 */

/** The Asset Manager select's value for "no manager" (a select item may not be empty). */
export const noManager = 'none';

const isBlank = (value: string) => value.trim() === '';

/** Text → number; text that is not a number becomes NaN, so the schema's "must be a number" shows. */
const textToNumber = (value: string): number | undefined => {
  if (isBlank(value)) return undefined;
  const digits = value.trim().replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
};

const { shape } = createPropertySchema;

// Floors are added with the stacking plan, not here.
export const propertyFormSchema = createPropertySchema.omit({ floorCount: true }).extend({
  assetClass: z.preprocess((value: string) => (isBlank(value) ? undefined : value), shape.assetClass),
  assetType: z.preprocess((value: string) => (isBlank(value) ? undefined : value), shape.assetType),
  totalSf: z.preprocess(textToNumber, shape.totalSf),
  yearBuilt: z.preprocess((value: string) => textToNumber(value) ?? null, shape.yearBuilt),
  // The select's "no manager" sentinel becomes null.
  assetManagerId: z.preprocess(
    (value: string) => (value === noManager || isBlank(value) ? null : textToNumber(value)),
    shape.assetManagerId,
  ),
  ownerName: z.preprocess((value: string) => (isBlank(value) ? null : value), shape.ownerName),
});

/** What the inputs hold: text, and the selects' values. */
export type PropertyFormValues = z.input<typeof propertyFormSchema>;

export const emptyPropertyForm: Required<PropertyFormValues> = {
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  market: '',
  assetClass: '',
  assetType: '',
  totalSf: '',
  assetManagerId: noManager,
  ownerName: '',
  yearBuilt: '',
};

export type PropertyFormField = keyof PropertyFormValues;

/** The form's inputs, by the names the API gives them: a refusal naming one shows under it. */
export const propertyFormFields = Object.keys(emptyPropertyForm) as PropertyFormField[];
