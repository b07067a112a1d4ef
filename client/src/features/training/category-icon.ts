import type { TrainingIcon } from '@common/training';
import {
  Briefcase,
  FileSignature,
  GraduationCap,
  LayoutGrid,
  type LucideIcon,
  Presentation,
  RefreshCw,
  Stethoscope,
  Users,
} from 'lucide-react';

const icons: Record<TrainingIcon, LucideIcon> = {
  users: Users,
  'presentation-chart': Presentation,
  'file-contract': FileSignature,
  layout: LayoutGrid,
  'refresh-cw': RefreshCw,
  stethoscope: Stethoscope,
  briefcase: Briefcase,
};

/** The category's icon, or the default one for any other name. */
export function categoryIcon(name: string | null | undefined): LucideIcon {
  return name && Object.hasOwn(icons, name) ? icons[name as TrainingIcon] : GraduationCap;
}
