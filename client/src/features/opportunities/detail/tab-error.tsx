export { TabError } from '@/components/ui/tab-error';
