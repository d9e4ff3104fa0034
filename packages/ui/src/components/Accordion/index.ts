export { Accordion, accordionHeadingLevels } from './Accordion';
export type { AccordionProps, AccordionItem } from './Accordion';
