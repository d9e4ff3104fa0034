import { Button } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import { socialButtons } from './socialProviders';
import * as styles from './SocialSignUp.css';

/** Registration step 1: sign up with a social provider (docs/product/accounts.md; no behaviour yet — a click says "coming soon"). */
export function SocialSignUp() {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.section} data-testid="social-sign-up">
      <p className={styles.divider}>{t('auth:social.orSignUp')}</p>
      <div className={styles.buttons}>
        {socialButtons(t).map((provider) => (
          <Button key={provider.label} variant="soft" tone="neutral" onClick={provider.onClick}>
            {provider.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
