import { avatarUrl, relativeDate, type StoryCommentItem } from '@kindred/core';
import { localeAtom } from '../appearance/atoms';
import { Avatar, Button, EmptyState, Spinner } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { serverText } from '../../lib/serverError';
import { realtimeAtom } from '../../lib/socketState';
import { commentOnStory, fetchStory, type StoryWithComments } from './api';
import * as styles from './post.css';
import { viewerStory } from './storyLook';

/**
 * `/post/:storyId` (decisions: a story is the post; docs/product/stories.md routes a `comment` notification here): the story,
 * its author and its comments, new ones live through the socket (`newComment` reaches the author), and a comment
 * field when the author's allowStoryReplies lets the reader reply.
 */
export default function PostView() {
  const { storyId = '' } = useParams();
  const { t } = useTranslation(['stories', 'core']);
  const realtime = useAtomValue(realtimeAtom);
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; story: StoryWithComments }
  >({ status: 'loading' });
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [now] = useState(() => Date.now());
  const lng = useAtomValue(localeAtom);

  useEffect(() => {
    let cancelled = false;
    fetchStory(storyId)
      .then((story) => !cancelled && setState({ status: 'ready', story }))
      .catch(
        (e: unknown) => !cancelled && setState({ status: 'error', message: serverText(e, t) ?? t('viewer.notFound') }),
      );
    return () => {
      cancelled = true;
    };
  }, [storyId, t]);

  const addComment = (comment: StoryCommentItem) =>
    setState((s) =>
      s.status === 'ready' && !s.story.comments.some((c) => c._id === comment._id)
        ? { status: 'ready', story: { ...s.story, comments: [...s.story.comments, comment] } }
        : s,
    );

  useEffect(() => {
    if (!realtime) return;
    return realtime.on('newComment', ({ comment, storyId: id }) => {
      if (id === storyId) addComment(comment);
    });
  }, [realtime, storyId]);

  if (state.status === 'loading') {
    return (
      <section className={styles.page} aria-busy="true">
        <Spinner label={t('viewer.loading')} />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section className={styles.page}>
        <EmptyState
          title={state.message}
          headingLevel={2}
          actions={<Link to="/dashboard">{t('post.back')}</Link>}
          data-testid="post-missing"
        />
      </section>
    );
  }

  const { story } = state;
  const look = viewerStory(story, now, lng);
  const author = story.user;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      addComment(await commentOnStory(story._id, content));
      setDraft('');
    } catch (e) {
      setError(serverText(e, t) ?? t('core:stories.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.page} aria-labelledby="post-title" data-testid="post-page">
      <div
        className={styles.story}
        data-light={look.light ? 'true' : 'false'}
        style={look.kind === 'text' ? { background: look.background, fontFamily: look.font } : undefined}
      >
        {look.kind === 'text' ? (
          <p className={styles.storyText} dir="auto">
            {look.content}
          </p>
        ) : look.kind === 'image' ? (
          <img className={styles.media} src={look.mediaUrl} alt="" />
        ) : (
          <video className={styles.media} src={look.mediaUrl} controls muted playsInline />
        )}
      </div>
      <div className={styles.side}>
        <div className={styles.author}>
          <Avatar name={author.nickname} src={avatarUrl(author.avatar ?? null) ?? undefined} size="md" decorative />
          <div className={styles.authorText}>
            <h1 id="post-title" className={styles.title}>
              {t('post.by', { name: '\u2068' + author.nickname + '\u2069' })}
            </h1>
            <p className={styles.muted}>{look.timeLabel}</p>
          </div>
        </div>
        <section aria-labelledby="post-comments" className={styles.side}>
          <h2 id="post-comments" className={styles.heading}>
            {t('post.comments')}
          </h2>
          {story.comments.length === 0 ? (
            <p className={styles.muted}>{t('post.noComments')}</p>
          ) : (
            <ul className={styles.comments} aria-live="polite" data-testid="post-comments">
              {story.comments.map((c) => (
                <li key={c._id} className={styles.comment}>
                  <Avatar
                    name={c.user.nickname}
                    src={avatarUrl(c.user.photo ?? null) ?? undefined}
                    size="sm"
                    decorative
                  />
                  <div className={styles.commentBody}>
                    <span className={styles.commentName} dir="auto">
                      {c.user.nickname}
                    </span>
                    <p className={styles.commentText} dir="auto">
                      {c.content}
                    </p>
                    <span className={styles.muted}>{relativeDate(Date.parse(c.createdAt), now, lng)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {story.canComment === false ? (
            <p className={styles.muted}>{t('core:stories.repliesOff')}</p>
          ) : (
            <form className={styles.form} onSubmit={(e) => void send(e)}>
              {/* A plain field (not ui's TextArea): the visitor home's text field would otherwise share a chunk. */}
              <label htmlFor="post-comment" className={styles.label}>
                {t('post.commentLabel')}
              </label>
              <textarea
                id="post-comment"
                className={styles.textarea}
                placeholder={t('post.commentPlaceholder')}
                value={draft}
                onChange={(e) => setDraft(e.target.value.slice(0, 500))}
                rows={2}
                dir="auto"
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'post-comment-error' : undefined}
                data-testid="post-comment"
              />
              {error ? (
                <p id="post-comment-error" className={styles.error} role="alert">
                  {error}
                </p>
              ) : null}
              <div className={styles.formActions}>
                <Button type="submit" loading={busy} disabled={!draft.trim()}>
                  {t('post.send')}
                </Button>
              </div>
            </form>
          )}
        </section>
      </div>
    </article>
  );
}
