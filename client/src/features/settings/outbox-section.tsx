import { noSmtpMessage, type OutboxItem } from '@common/mail';
import { type MailStatus, mailStatuses } from '@common/reminders';
import { MailWarning, RotateCcw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date';
import { useOutbox, useOutboxMail, useRetryMail, useSendMyDigest } from './api/mail';
import { SectionTitle } from './section-title';

const statusLabels: Record<MailStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };
const statusVariants: Record<MailStatus, BadgeVariant> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};

const statusOptions = [
  { value: 'all', label: 'All mail' },
  ...mailStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

/** What the row says about a mail's last send. */
function deliveryNote(item: OutboxItem, smtpConfigured: boolean): string {
  if (item.status === 'sent' && item.sentAt) return `Sent ${formatDateTime(item.sentAt)}`;
  if (item.status === 'pending' && !smtpConfigured) return noSmtpMessage;
  if (item.lastError) return item.lastError;
  return item.status === 'pending' ? `Due ${formatDateTime(item.nextAttemptAt)}` : '';
}

/** Settings → Outbox (admins): every mail the app sends, its status and errors, with retry. */
export function OutboxSection() {
  const id = useId();
  const [status, setStatus] = useState<MailStatus | 'all'>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(status);
  const retry = useRetryMail();
  const sendMine = useSendMyDigest();
  const smtpConfigured = outbox.data?.smtpConfigured ?? true;

  const handleSendMine = () =>
    sendMine.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: result.smtpConfigured ? 'Digest queued and sent' : 'Digest queued',
          description: result.smtpConfigured
            ? `Sent to ${result.to} (${result.sent} sent, ${result.failed} failed).`
            : `Kept in the outbox for ${result.to}: no SMTP server is configured.`,
        }),
      onError: (error) =>
        toast({
          title: 'The digest could not be queued',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  const handleRetry = (item: OutboxItem) =>
    retry.mutate(item.id, {
      onSuccess: () =>
        toast({ title: 'Mail queued again', description: 'It is sent with the next run of the outbox.' }),
      onError: (error) =>
        toast({
          title: 'The mail could not be queued',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby="settings-outbox-title" role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <SectionTitle id="settings-outbox-title">Outbox</SectionTitle>
          <CardDescription>
            Mail the app sends, such as daily digests. A failed send is retried with growing delays and marked
            failed after 8 attempts.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={sendMine.isPending}
          onClick={handleSendMine}
        >
          <Send aria-hidden="true" className="size-4" />
          Send me my digest now
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {outbox.data && !smtpConfigured ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm"
          >
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            No SMTP server configured: mail is kept here and sent once SMTP_URL is set.
          </p>
        ) : null}
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(value) => setStatus(value as MailStatus | 'all')}
          className="sm:w-48"
        />
        {outbox.data ? (
          outbox.data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              No mail{status === 'all' ? '' : ` ${statusLabels[status].toLowerCase()}`} yet.
            </p>
          ) : (
            <Table aria-label="Outbox">
              <TableHeader>
                <TableRow>
                  <TableHead>Status</TableHead>
                  <TableHead>Subject</TableHead>
                  <TableHead className="hidden md:table-cell">Recipient</TableHead>
                  <TableHead className="hidden sm:table-cell">Attempts</TableHead>
                  <TableHead className="hidden lg:table-cell">Delivery</TableHead>
                  <TableHead className="hidden md:table-cell">Queued</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {outbox.data.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      <Badge variant={statusVariants[item.status]}>{statusLabels[item.status]}</Badge>
                    </TableCell>
                    <TableCell className="max-w-xs">
                      <button
                        type="button"
                        className="cursor-pointer text-left text-primary hover:underline"
                        onClick={() => setOpenId(item.id)}
                      >
                        {item.subject}
                      </button>
                      <span className="block text-muted-foreground text-xs md:hidden">{item.toAddress}</span>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">{item.toAddress}</TableCell>
                    <TableCell className="hidden sm:table-cell">{item.attempts}</TableCell>
                    <TableCell className="hidden max-w-xs truncate text-muted-foreground text-xs lg:table-cell">
                      {deliveryNote(item, smtpConfigured)}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-xs md:table-cell">
                      {formatDateTime(item.createdAt)}
                    </TableCell>
                    <TableCell className="text-right">
                      {item.status === 'failed' ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={retry.isPending}
                          onClick={() => handleRetry(item)}
                        >
                          <RotateCcw aria-hidden="true" className="size-4" />
                          Retry
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        ) : outbox.isError ? (
          <p role="alert" className="text-destructive text-sm">
            The outbox could not be loaded. Please try again later.
          </p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
      <MailDialog id={openId} smtpConfigured={smtpConfigured} onClose={() => setOpenId(null)} />
    </Card>
  );
}

/** One mail's details and its plain-text part (the HTML part is never rendered here). */
function MailDialog({
  id,
  smtpConfigured,
  onClose,
}: {
  id: number | null;
  smtpConfigured: boolean;
  onClose: () => void;
}) {
  const mail = useOutboxMail(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{mail.data?.subject ?? 'Mail'}</DialogTitle>
          <DialogDescription>
            {mail.data
              ? `To ${mail.data.toAddress} · ${statusLabels[mail.data.status]} · ${mail.data.attempts} attempts`
              : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {mail.data ? (
          <>
            {mail.data.status !== 'sent' && (mail.data.lastError || !smtpConfigured) ? (
              <p className="text-destructive text-sm">{mail.data.lastError ?? noSmtpMessage}</p>
            ) : null}
            <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-muted p-3 font-sans text-sm">
              {mail.data.textBody}
            </pre>
          </>
        ) : mail.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {errorText(mail.error, 'The mail could not be loaded.')}
          </p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
