import { hasDailyLikeLimit } from '@kindred/core';
import { HeartIcon } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentMemberAtom } from '../../session/atoms';
import { likesRemainingAtom } from '../atoms';
import * as styles from '../dashboard.css';

/**
 * A FREE member's likes left today. The hint has its row from the first render for a member with a daily limit, so
 * its arrival moves nothing (and the first-photos preview, decision 0062, has the same row).
 */
export function LikesLeft() {
  const { t } = useTranslation('members');
  const likesRemaining = useAtomValue(likesRemainingAtom);
  const me = useAtomValue(currentMemberAtom);
  const limited = me ? hasDailyLikeLimit(me.accountTier) : false;
  if (!limited && typeof likesRemaining !== 'number') return null;
  return (
    <div className={styles.hintRow}>
      {typeof likesRemaining === 'number' ? (
        <span className={styles.hint} data-testid="likes-left" data-exhausted={likesRemaining === 0}>
          <HeartIcon size="sm" />
          <span className={styles.hintText}>
            {/* "0 left" rather than the refusal's sentence: short enough for a phone's row, with the way out. */}
            {t('card.likesLeft', { count: likesRemaining })}
          </span>
          {likesRemaining === 0 ? (
            <Link to="/subscription" className={styles.hintLink}>
              <span aria-hidden="true">· </span>
              {t('likes.upgrade')}
            </Link>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
