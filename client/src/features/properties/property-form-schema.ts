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

const formFields = new Set<string>(Object.keys(emptyPropertyForm));

/**
 * Where a server 400 belongs: its message reads '<field>: <message>' (the API's validation format);
 * a field the form has gets the message under it, anything else shows above the form.
 */
export function serverFieldError(message: string): { field: PropertyFormField | null; message: string } {
  const [, field, text] = /^([A-Za-z]+): (.+)$/s.exec(message) ?? [];
  if (field && text && formFields.has(field)) return { field: field as PropertyFormField, message: text };
  return { field: null, message };
}
