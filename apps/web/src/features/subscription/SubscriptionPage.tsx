import { formatUsd, planDetails, yearlySavingPercent, type Locale, type SubscriptionPlan } from '@kindred/core';
import { Button, PlanCard, PremiumStatus, SegmentedControl, Spinner } from '@kindred/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localeAtom } from '../appearance/atoms';
import { currentMemberAtom } from '../session/atoms';
import { toast } from '../../lib/toast';
import { cancel, fetchStatus, upgrade } from './api';
import { billingAtom, statusAtom } from './atoms';
import * as styles from './subscription.css';
import { serverText } from '../../lib/serverError';

const longDate = (iso: string | null, locale: Locale) =>
  iso
    ? new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(Date.parse(iso))
    : '';

/** Subscription (docs/product/subscription.md): monthly/yearly with the saving badge, the free and premium plans, the premium view. */
export default function SubscriptionPage() {
  const { t } = useTranslation(['members']);
  const locale = useAtomValue(localeAtom);
  const [billing, setBilling] = useAtom(billingAtom);
  const [status, setStatus] = useAtom(statusAtom);
  const [failed, setFailed] = useState(false);
  const [processing, setProcessing] = useState(false);
  const setMember = useSetAtom(currentMemberAtom);
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    fetchStatus()
      .then((s) => live && setStatus(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [setStatus]);

  const onUpgrade = async () => {
    setProcessing(true);
    try {
      const next = await upgrade(billing);
      setStatus(next);
      // The member's tier everywhere at once (no likes limit on the dashboard), then the dashboard (docs/product/subscription.md).
      setMember((m) => (m ? { ...m, accountTier: next.accountTier } : m));
      toast({ kind: 'success', title: t('subscription.upgraded', { plan: t(`subscription.${billing}`) }) });
      void navigate('/dashboard');
    } catch (error) {
      toast({ kind: 'error', title: t('subscription.upgradeFailed'), description: serverText(error, t) });
    } finally {
      setProcessing(false);
    }
  };

  const onCancel = async () => {
    setProcessing(true);
    try {
      setStatus(await cancel());
      toast({ kind: 'success', title: t('subscription.canceled') });
    } catch {
      toast({ kind: 'error', title: t('subscription.cancelFailed') });
    } finally {
      setProcessing(false);
    }
  };

  if (failed) {
    return (
      <div className={styles.page}>
        <p className={styles.lead}>{t('subscription.loadFailed')}</p>
      </div>
    );
  }
  if (!status) {
    return (
      <div className={styles.page}>
        <Spinner label={t('subscription.processing')} showLabel />
      </div>
    );
  }

  if (status.isPremium) {
    const end = longDate(status.currentPeriodEnd, locale);
    return (
      <div className={styles.page} data-page="subscription" data-premium="true">
        <PremiumStatus
          title={t('subscription.premiumTitle')}
          perks={(['likes', 'messages', 'stories', 'calls'] as const).map((key) =>
            t(`subscription.premiumFeatures.${key}`),
          )}
          kind={!status.isPaid ? 'included' : status.cancelAtPeriodEnd ? 'canceled' : 'renewing'}
          note={
            !status.isPaid
              ? t('subscription.premiumIncluded')
              : status.cancelAtPeriodEnd
                ? t('subscription.canceledNote', { date: end })
                : t('subscription.renews', { date: end })
          }
          labels={{ cancel: t('subscription.cancel'), resume: t('subscription.resume') }}
          onCancel={() => void onCancel()}
          onResume={() => void onUpgrade()}
          busy={processing}
          data-testid="premium-status"
        />
      </div>
    );
  }

  const plan = planDetails[billing];
  const monthly = formatUsd(plan.monthlyCents);
  return (
    <div className={styles.page} data-page="subscription">
      <h1 className={styles.title}>{t('subscription.title')}</h1>
      <p className={styles.lead}>{t('subscription.lead')}</p>
      <SegmentedControl<SubscriptionPlan>
        aria-label={t('subscription.billing')}
        value={billing}
        onValueChange={setBilling}
        options={[
          { value: 'monthly', label: t('subscription.monthly') },
          {
            value: 'yearly',
            label: t('subscription.yearly'),
            badge: t('subscription.save', { percent: yearlySavingPercent() }),
          },
        ]}
      />
      <div className={styles.plans}>
        <PlanCard
          name={t('subscription.free')}
          price={formatUsd(0)}
          ribbon={t('subscription.currentPlan')}
          features={[
            t('subscription.freeFeatures.likes'),
            t('subscription.freeFeatures.stories'),
            t('subscription.freeFeatures.browse'),
          ]}
        />
        <PlanCard
          tone="featured"
          name={t('subscription.premium')}
          price={monthly}
          period={t('subscription.perMonth')}
          note={
            billing === 'yearly'
              ? t('subscription.billedYearly', { price: formatUsd(plan.priceCents) })
              : t('subscription.billedMonthly')
          }
          features={[
            t('subscription.premiumFeatures.likes'),
            t('subscription.premiumFeatures.messages'),
            t('subscription.premiumFeatures.stories'),
            t('subscription.premiumFeatures.calls'),
          ]}
          action={
            <>
              <Button size="lg" fullWidth loading={processing} onClick={() => void onUpgrade()}>
                {t('subscription.upgrade')}
              </Button>
              {status.testNotice ? <p className={styles.test}>{t('subscription.testMode')}</p> : null}
            </>
          }
          data-testid="premium-plan"
        />
      </div>
    </div>
  );
}
