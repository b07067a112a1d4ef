import { type RefObject, useEffect } from 'react';

/**
 * On a phone the tab row scrolls sideways; a tab opened from a link (?filter=risk) may sit outside
 * it. This scrolls the row, and only the row (never the page), so the active tab shows. The triggers
 * carry `data-value`; `layout` changes when their widths do (the counts arrived).
 */
export function useActiveTabInView(
  listRef: RefObject<HTMLElement | null>,
  activeTab: string,
  layout: unknown,
) {
  useEffect(() => {
    void layout;
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>(`[data-value="${activeTab}"]`);
    if (!list || !active) return;
    const listBox = list.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    const left = box.left - listBox.left + list.scrollLeft;
    const right = left + box.width;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [listRef, activeTab, layout]);
}
