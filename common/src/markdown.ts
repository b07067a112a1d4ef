import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';

/**
 * The markdown dialect of lessons, read the same way by the screen (react-markdown) and the
 * server's PDF: CommonMark plus GitHub's tables, task lists, strikethrough, autolinks and footnotes.
 * Both sides take their remark plugins from here, so a lesson cannot parse one way on screen and
 * another on paper.
 */
export const lessonRemarkPlugins: PluggableList = [remarkGfm];
