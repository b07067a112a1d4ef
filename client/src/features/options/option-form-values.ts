import type { OptionItem, optionInputSchema } from '@common/options';
import { parseISO } from 'date-fns';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';

/** What the option form holds: the contract's input, ids as numbers or null. */
export type OptionFormValues = z.input<typeof optionInputSchema>;

/** The optional selects' value for "none" (a select item may not be empty). */
export const noChoice = 'none';

export const emptyOptionForm: Partial<OptionFormValues> = {
  spaceId: null,
  leaseId: null,
  tenantId: null,
  noticeStart: '',
  noticeEnd: '',
  effectiveDate: '',
  targets: '',
  description: '',
  ownerId: null,
};

export const optionFormValuesOf = (option: OptionItem): OptionFormValues => ({
  propertyId: option.property.id,
  spaceId: option.space?.id ?? null,
  leaseId: option.leaseId,
  tenantId: option.tenant?.id ?? null,
  optionType: option.optionType,
  noticeStart: option.noticeStart,
  noticeEnd: option.noticeEnd,
  effectiveDate: option.effectiveDate,
  targets: option.targets ?? '',
  description: option.description ?? '',
  ownerId: option.ownerAssigned ? option.ownerId : null,
});

/**
 * The inputs a refusal can name, by the API's field names, so its message shows under them. The
 * tenant has no input of its own (it follows the lease): a refusal of it shows above the form.
 */
export const optionFormFields: FieldPath<OptionFormValues>[] = [
  'propertyId',
  'spaceId',
  'leaseId',
  'optionType',
  'noticeStart',
  'noticeEnd',
  'effectiveDate',
  'ownerId',
  'targets',
  'description',
];

/** A form date ('yyyy-MM-dd') as the date picker's day. */
export const dayOf = (value: string | undefined): Date | undefined => (value ? parseISO(value) : undefined);

/** The ids of one form's inputs, unique on the page. */
export type OptionFieldId = (name: FieldPath<OptionFormValues>) => string;
