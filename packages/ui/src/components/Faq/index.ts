export { Faq } from './Faq';
export type { FaqProps, FaqItem } from './Faq';
