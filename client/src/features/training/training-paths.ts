/** The Training Center, one category of it, and a lesson. */
export const trainingPath = '/training';

export const categoryPath = (name: string) => `/training?${new URLSearchParams({ category: name })}`;

export const lessonPath = (id: number) => `/training/content/${id}`;
