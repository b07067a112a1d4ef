/** A sample lesson: markdown without raw HTML, dated `daysAgo` before the seed's today. */
export type SeedLesson = {
  title: string;
  daysAgo: number;
  tags: string[];
  isPdfAvailable: boolean;
  content: string;
};
