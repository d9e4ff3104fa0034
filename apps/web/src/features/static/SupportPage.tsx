import { validateSupportForm } from '@kindred/core';
import { Faq, SupportForm, Tabs, type SupportValues } from '@kindred/ui';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSupportMessage } from './api';
import { openFaqAtom, supportTabAtom, supportTabs, type SupportTab } from './atoms';
import { PolicyPage } from './components/PolicyPage';
import * as styles from './SupportPage.css';

export const SUPPORT_EMAIL = 'support@kindred.example';
export const SUPPORT_PHONE = '+972-3-555-0142';
const THANKS_MS = 3_000;

/** Support (docs/product/public-pages.md): Contact Us (details and the form with the 3 s thank-you) and the FAQ. */
export default function SupportPage() {
  const { t } = useTranslation(['pages', 'validation']);
  const [tab, setTab] = useAtom(supportTabAtom);
  const [open, setOpen] = useAtom(openFaqAtom);
  const [errors, setErrors] = useState<Partial<Record<keyof SupportValues, string>>>({});
  const [thanked, setThanked] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!thanked) return;
    const timer = window.setTimeout(() => setThanked(false), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanked]);

  const submit = async (values: SupportValues) => {
    const found = validateSupportForm(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, issue]) => [f, t(`validation:${issue!.key}`)])));
    if (Object.keys(found).length > 0) return;
    await sendSupportMessage(values);
    setRound((n) => n + 1);
    setThanked(true);
  };

  const faq = t('support.faq.items', { returnObjects: true, defaultValue: {} }) as Record<
    string,
    { q: string; a: string }
  >;
  const contact = (
    <div className={styles.contact}>
      <dl className={styles.details}>
        <div>
          <dt>{t('support.contact.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('support.contact.phoneLabel')}</dt>
          <dd>
            <a href={`tel:${SUPPORT_PHONE.replace(/-/g, '')}`} dir="ltr">
              {SUPPORT_PHONE}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('support.contact.hoursLabel')}</dt>
          <dd>{t('support.contact.hours')}</dd>
        </div>
        <div>
          <dt>{t('support.contact.chatLabel')}</dt>
          <dd>{t('support.contact.chatHours')}</dd>
        </div>
      </dl>
      <section className={styles.formCard} aria-labelledby="support-form-title">
        <h2 id="support-form-title" className={styles.formTitle}>
          {t('support.form.heading')}
        </h2>
        <SupportForm
          key={round}
          copy={{
            name: t('support.form.name'),
            email: t('support.form.email'),
            subject: t('support.form.subject'),
            message: t('support.form.message'),
            submit: t('support.form.submit'),
            sending: t('support.form.sending'),
            thanks: t('support.form.thanks'),
          }}
          errors={errors}
          thanked={thanked}
          onSubmit={(values) => void submit(values)}
          data-testid="support-form"
        />
      </section>
    </div>
  );

  return (
    <PolicyPage page="support">
      <Tabs
        aria-label={t('support.title')}
        value={tab}
        onValueChange={(value) => setTab(value as SupportTab)}
        items={supportTabs.map((value) => ({
          value,
          label: t(`support.tabs.${value}`),
          content:
            value === 'contact' ? (
              contact
            ) : (
              <Faq
                items={Object.entries(faq).map(([id, item]) => ({ id, question: item.q, answer: item.a }))}
                value={open}
                onValueChange={setOpen}
                headingLevel={2}
                data-testid="support-faq"
              />
            ),
        }))}
      />
    </PolicyPage>
  );
}
