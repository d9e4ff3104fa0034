import { Dialog as RadixDialog } from 'radix-ui';
import { HeartFilledIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import * as styles from './MatchMoment.css';

export interface MatchMomentPerson {
  name: string;
  photo?: string | null;
}

export interface MatchMomentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: MatchMomentPerson;
  them: MatchMomentPerson;
  labels: { title: string; body: string; sendMessage: string; keepBrowsing: string };
  onMessage?: () => void;
  'data-testid'?: string;
}

function Face({ person, side }: { person: MatchMomentPerson; side: 'start' | 'end' }) {
  return (
    <span className={styles.face} data-side={side}>
      {person.photo ? (
        <img className={styles.photo} src={person.photo} alt="" />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {person.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}

/** The moment two members like each other: both photos, a heart, and the way to say hello. */
export function MatchMoment({ open, onOpenChange, me, them, labels, onMessage, ...dom }: MatchMomentProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} data-testid={dom['data-testid']}>
          <div className={styles.faces} aria-hidden="true">
            <Face person={me} side="start" />
            <span className={styles.heart}>
              <HeartFilledIcon size="lg" />
            </span>
            <Face person={them} side="end" />
          </div>
          <RadixDialog.Title className={styles.title}>{labels.title}</RadixDialog.Title>
          <RadixDialog.Description className={styles.body}>{labels.body}</RadixDialog.Description>
          <div className={styles.actions}>
            <Button size="lg" fullWidth onClick={onMessage}>
              {labels.sendMessage}
            </Button>
            <RadixDialog.Close asChild>
              <Button size="lg" variant="ghost" tone="neutral" fullWidth>
                {labels.keepBrowsing}
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
MatchMoment.displayName = 'MatchMoment';
