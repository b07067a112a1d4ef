import type { OpportunityDetail } from '@common/opportunities';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { formatMediumDate } from '@/lib/format-date';
import { formatMoney, formatNumber, missingValue } from '@/lib/format-number';

export type OpportunityDetailsTabProps = {
  opportunity: OpportunityDetail;
  /** The Edit/Save form, shown in place of the deal's fields while editing. */
  editForm: ReactNode;
};

/** Spec §2.6 Details: property, space, the deal's own fields and who created it. */
export function OpportunityDetailsTab({ opportunity, editForm }: OpportunityDetailsTabProps) {
  const { property, space } = opportunity;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Opportunity Details</CardTitle>
        </CardHeader>
        <CardContent>
          {editForm ?? (
            <DescriptionList>
              <DescriptionItem label="Description" className="sm:col-span-2">
                <span className="whitespace-pre-line">{opportunity.description || missingValue}</span>
              </DescriptionItem>
              <DescriptionItem label="Potential Value">
                {formatMoney(opportunity.potentialValue)}
              </DescriptionItem>
              <DescriptionItem label="Probability">{opportunity.probability}%</DescriptionItem>
              <DescriptionItem label="Expected Close Date">
                {opportunity.expectedCloseDate
                  ? formatMediumDate(opportunity.expectedCloseDate)
                  : missingValue}
              </DescriptionItem>
              <DescriptionItem label="Created By">{opportunity.createdBy.fullName}</DescriptionItem>
            </DescriptionList>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Property</CardTitle>
          </CardHeader>
          <CardContent>
            <DescriptionList className="sm:grid-cols-1">
              <DescriptionItem label="Name">{property.name}</DescriptionItem>
              <DescriptionItem label="Address">{property.address}</DescriptionItem>
              <DescriptionItem label="City">{property.city}</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Space</CardTitle>
          </CardHeader>
          <CardContent>
            {space ? (
              <DescriptionList className="sm:grid-cols-1">
                <DescriptionItem label="Name">{space.name}</DescriptionItem>
                <DescriptionItem label="Square Feet">{formatNumber(space.squareFeet)} sq ft</DescriptionItem>
                <DescriptionItem label="Floor">{space.floorNumber}</DescriptionItem>
              </DescriptionList>
            ) : (
              <p className="text-muted-foreground text-sm">No space selected for this opportunity.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
