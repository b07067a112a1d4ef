import { type RentRollPreview, rentRollMaxBytes, rentRollRejectedSchema } from '@common/tenants';
import type { DetectedEncoding } from '@common/text-encodings';
import { plural } from '@common/words';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { FileDrop } from '@/components/ui/file-drop';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatFileSize } from '@/lib/format-file-size';
import { formatNumber } from '@/lib/format-number';
import { rentRollTemplateUrl, useImportRentRoll, usePreviewRentRoll } from './api/import-rent-roll';
import { RentRollPreviewTable } from './rent-roll-preview-table';
import {
  encodingText,
  importBlockedReason,
  importedText,
  rowsToShow,
  summarizeRentRoll,
} from './rent-roll-summary';

const shownRowsLimit = 200;

/** The server's words for a refused file, or ours when it has none. */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error, 413))
    return `The file is too large to upload; the limit is ${formatFileSize(rentRollMaxBytes)}.`;
  if (isApiError(error, 403)) return 'You do not have permission to import tenants.';
  return errorText(error, 'The file could not be checked. Please try again.');
}

/** The rows a refused import sent back (400 with rows), so the preview shows what is wrong. */
function rejectedPreview(error: unknown, encoding: DetectedEncoding): RentRollPreview | null {
  if (!isApiError(error, 400)) return null;
  try {
    const parsed = rentRollRejectedSchema.safeParse(JSON.parse(error.body));
    if (!parsed.success) return null;
    const invalid = parsed.data.rows.filter((row) => row.errors.length > 0).length;
    return { encoding, rows: parsed.data.rows, valid: parsed.data.rows.length - invalid, invalid };
  } catch {
    return null;
  }
}

/**
 * 'Upload Rent Roll': pick a CSV (checked for type and size here), preview it row by row (the server's
 * dry run), then import the whole file in one transaction — only when no row has errors.
 */
export function RentRollDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [bytes, setBytes] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<RentRollPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const previewRentRoll = usePreviewRentRoll();
  const importRentRoll = useImportRentRoll();
  const busy = previewRentRoll.isPending || importRentRoll.isPending;

  const clear = () => {
    setFile(null);
    setBytes(null);
    setPreview(null);
    setProblem(null);
    setOnlyErrors(false);
    previewRentRoll.reset();
    importRentRoll.reset();
  };

  const handleOpenChange = (next: boolean) => {
    if (importRentRoll.isPending) return;
    setOpen(next);
    if (!next) clear();
  };

  const handleFileChange = async (next: File | null) => {
    clear();
    if (!next) return;
    setFile(next);
    try {
      // Read once, so the import sends exactly the bytes that were previewed, whatever their encoding.
      const read = new Blob([await next.arrayBuffer()]);
      setBytes(read);
      const result = await previewRentRoll.mutateAsync(read);
      setPreview(result);
      setOnlyErrors(result.invalid > 0 && result.rows.length > shownRowsLimit);
    } catch (error) {
      setProblem(uploadErrorMessage(error));
    }
  };

  const handleImport = async () => {
    if (bytes === null || preview === null) return;
    setProblem(null);
    try {
      const result = await importRentRoll.mutateAsync(bytes);
      toast({ title: 'Rent roll imported', description: importedText(result) });
      setOpen(false);
      clear();
    } catch (error) {
      const rejected = rejectedPreview(error, preview.encoding);
      if (rejected) setPreview(rejected);
      setProblem(uploadErrorMessage(error));
    }
  };

  const summary = preview ? summarizeRentRoll(preview) : null;
  const blocked = previewRentRoll.isPending ? null : importBlockedReason(summary, file !== null);
  const canImport = summary !== null && blocked === null && !busy;
  const shown = preview ? rowsToShow(preview.rows, onlyErrors, shownRowsLimit) : [];
  const shownOf = onlyErrors ? (summary?.invalid ?? 0) : (summary?.rows ?? 0);

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" className="size-4" />
          Upload Rent Roll
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-5xl" hideCloseButton={importRentRoll.isPending}>
        <DialogHeader>
          <DialogTitle>Upload Rent Roll</DialogTitle>
          <DialogDescription>
            Import tenants and their leases from a CSV file. The whole file is imported, or nothing.
          </DialogDescription>
        </DialogHeader>
        <a
          href={rentRollTemplateUrl}
          download="rent-roll-template.csv"
          className="inline-flex items-center gap-2 self-start text-primary text-sm underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download the CSV template
        </a>
        <FileDrop
          label="Rent roll file"
          description={`CSV, up to ${formatFileSize(rentRollMaxBytes)}. One row per lease; a tenant without a lease leaves the property columns empty.`}
          accept=".csv,text/csv"
          maxBytes={rentRollMaxBytes}
          file={file}
          onFileChange={handleFileChange}
          disabled={busy}
        />
        {previewRentRoll.isPending ? (
          <p className="text-muted-foreground text-sm" role="status">
            Checking the file…
          </p>
        ) : null}
        <FormAlert message={problem} />
        {preview && summary ? (
          <section aria-label="Preview" className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm" role="status">
                <span className="font-medium text-emerald-700">{formatNumber(summary.valid)} valid</span>
                {' · '}
                <span
                  className={summary.invalid > 0 ? 'font-medium text-destructive' : 'text-muted-foreground'}
                >
                  {formatNumber(summary.invalid)} with errors
                </span>
                {summary.invalid === 0 ? (
                  <span className="text-muted-foreground">
                    {' · '}
                    {plural(summary.newTenants, 'new tenant')}, {formatNumber(summary.existingTenants)}{' '}
                    existing, {plural(summary.leases, 'lease')}
                  </span>
                ) : null}
              </p>
              {summary.invalid > 0 ? (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={onlyErrors}
                    onChange={(event) => setOnlyErrors(event.target.checked)}
                    className="size-4 accent-primary"
                  />
                  Only rows with errors
                </label>
              ) : null}
            </div>
            <p className="text-muted-foreground text-xs">{encodingText(preview.encoding)}</p>
            {summary.invalid > 0 ? (
              <p className="text-muted-foreground text-sm">
                Fix the rows with errors in your file and choose it again. Nothing is imported while any row
                has errors.
              </p>
            ) : null}
            <RentRollPreviewTable rows={shown} />
            {shownOf > shown.length ? (
              <p className="text-muted-foreground text-xs">
                {`Showing the first ${formatNumber(shown.length)} of ${plural(shownOf, 'row')}.`}
              </p>
            ) : null}
          </section>
        ) : null}
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => handleOpenChange(false)}
            disabled={importRentRoll.isPending}
          >
            Cancel
          </Button>
          <DisabledReason reason={blocked}>
            <Button onClick={handleImport} disabled={!canImport}>
              {importRentRoll.isPending ? 'Importing…' : `Import ${plural(summary?.rows ?? 0, 'row')}`}
            </Button>
          </DisabledReason>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
