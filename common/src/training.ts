/** Spec §3: training category icons; anything else gets a default icon. */
export const trainingIcons = [
  'users',
  'presentation-chart',
  'file-contract',
  'layout',
  'refresh-cw',
  'stethoscope',
  'briefcase',
] as const;
export type TrainingIcon = (typeof trainingIcons)[number];
