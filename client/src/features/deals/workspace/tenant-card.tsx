import type { OpportunityDetail } from '@common/deal-detail';
import { Building, Mail, Phone, User } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export type TenantCardProps = { tenant: OpportunityDetail['tenant'] };

/** The tenant's name, industry and contact, or 'No contact information available'. */
export function TenantCard({ tenant }: TenantCardProps) {
  const hasContact = Boolean(tenant?.contactName || tenant?.contactEmail || tenant?.contactPhone);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tenant</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {tenant ? (
          <div className="flex items-start gap-3">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
              <Building aria-hidden="true" className="size-5" />
            </div>
            <div className="min-w-0">
              <p className="break-words font-medium text-foreground">{tenant.name}</p>
              {tenant.industry ? <p className="text-muted-foreground text-sm">{tenant.industry}</p> : null}
            </div>
          </div>
        ) : null}
        {hasContact && tenant ? (
          <ul aria-label="Contact" className="flex flex-col gap-2 text-sm">
            {tenant.contactName ? (
              <li className="flex items-center gap-2">
                <User aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 break-words">{tenant.contactName}</span>
              </li>
            ) : null}
            {tenant.contactEmail ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a
                  href={`mailto:${tenant.contactEmail}`}
                  className="min-w-0 break-all text-primary hover:underline"
                >
                  {tenant.contactEmail}
                </a>
              </li>
            ) : null}
            {tenant.contactPhone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a href={`tel:${tenant.contactPhone}`} className="min-w-0 break-words hover:underline">
                  {tenant.contactPhone}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No contact information available</p>
        )}
      </CardContent>
    </Card>
  );
}
