import type { Role } from '@common/roles';

/** The server lets these roles write lessons (POST and PATCH /api/training/content); others see no editor. */
const editorRoles: readonly Role[] = ['admin', 'asset_manager'];

export const canEditLessons = (role: string | null | undefined): boolean =>
  editorRoles.some((editor) => editor === role);
