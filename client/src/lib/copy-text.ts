/**
 * Puts `text` on the clipboard; false when the browser would not. The Clipboard API needs a secure
 * context and the page's focus, so an older copy command from a hidden text box is tried after it.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: try the fallback below.
  }
  return copyWithTextBox(text);
}

function copyWithTextBox(text: string): boolean {
  const box = document.createElement('textarea');
  box.value = text;
  box.setAttribute('readonly', '');
  box.style.position = 'fixed';
  box.style.opacity = '0';
  document.body.append(box);
  try {
    box.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    box.remove();
  }
}
