export { errorText } from '@/lib/error-text';
