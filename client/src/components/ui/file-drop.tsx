import { FileUp, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format-file-size';

export type FileCheckOptions = {
  /** Same syntax as `<input accept>`: extensions ('.csv') and/or MIME types ('text/csv', 'image/*'). */
  accept?: string;
  maxBytes?: number;
};

function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const patterns = accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Why a file cannot be used (wrong type, empty, too large), or null when it is fine. */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxBytes }: FileCheckOptions,
): string | null {
  if (accept && !matchesAccept(file, accept)) {
    const extensions = accept
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.startsWith('.'));
    const wanted = extensions.length > 0 ? extensions.join(' or ') : accept;
    return `"${file.name}" is not a supported file. Choose a ${wanted} file.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (maxBytes != null && file.size > maxBytes) {
    return `"${file.name}" is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}.`;
  }
  return null;
}

export type FileDropProps = FileCheckOptions & {
  /** Visible label of the picker (also its accessible name). */
  label: string;
  /** A hint under the label, e.g. 'CSV, up to 1 MB'. */
  description?: string;
  /** The file currently chosen (controlled), shown with a 'Remove file' button. */
  file?: File | null;
  /** Called with a file that passed the checks, or null when the user removes it. */
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/**
 * An accessible file picker that also accepts a dropped file: a real `<input type="file">` inside
 * its label (keyboard and screen readers use the input; pointer users click or drop on the zone).
 * The file's type and size are checked here, before anything is uploaded.
 */
export function FileDrop({
  label,
  description,
  accept,
  maxBytes,
  file = null,
  onFileChange,
  disabled = false,
  id,
  className,
}: FileDropProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const labelTextId = `${inputId}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  function handleFile(next: File | undefined) {
    if (!next) return;
    const problem = checkFile(next, { accept, maxBytes });
    setError(problem);
    if (problem) {
      onFileChange(null);
      return;
    }
    onFileChange(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    handleFile(event.target.files?.[0]);
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
  }

  function handleDragOver(event: DragEvent<HTMLLabelElement>) {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    handleFile(event.dataTransfer.files[0]);
  }

  function handleRemove() {
    setError(null);
    onFileChange(null);
    inputRef.current?.focus();
  }

  const describedBy = [description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={inputId}
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors',
          'hover:border-primary/60 hover:bg-primary/5',
          'has-[input:focus-visible]:border-primary has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-primary/20',
          dragging && 'border-primary bg-primary/5',
          error && 'border-destructive',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <FileUp aria-hidden="true" className="size-6 text-muted-foreground" />
        <span id={labelTextId} className="font-medium text-foreground text-sm">
          {label}
        </span>
        {/* Pointer instructions only: the input itself is announced as a file button. */}
        <span aria-hidden="true" className="text-muted-foreground text-xs">
          Drop a file here or <span className="text-primary underline underline-offset-2">browse</span>
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={labelTextId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={handleChange}
          className="sr-only"
        />
      </label>
      {description ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {file ? (
        <div className="flex min-w-0 items-center justify-between gap-3 rounded-md border border-border bg-card px-3 py-2 text-sm">
          <span className="min-w-0 truncate">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
          </span>
          <button
            type="button"
            onClick={handleRemove}
            disabled={disabled}
            aria-label={`Remove file ${file.name}`}
            className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
