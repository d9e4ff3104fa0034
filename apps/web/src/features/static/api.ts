import type { SupportValues } from '@kindred/ui';

/**
 * The support form's message. The spec logs it locally and shows the thank-you; no server receives it yet
 * (docs/product/public-pages.md: "whether any server receives it: not shown").
 */
export async function sendSupportMessage(values: SupportValues): Promise<void> {
  console.info('[support] message', { ...values, message: `${values.message.length} characters` });
}
