/** i18next treats `.` and `:` in keys as separators: values that hold them are keyed by this form. (Its own module:
 * naming one city on a card must not pull the label tables into the page.) */
export const optionKey = (value: string): string => value.replace(/[.:]/g, '_');
