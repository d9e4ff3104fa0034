-- Decision 0225: a notification's merge (count + 1, unread again, data, `updated_at` now) is a heap-only (HOT)
-- update. `updated_at` was in all three indexes of the table (the list's, the merge's, the retention job's), so
-- every merge — one per chat message — wrote a new row version and an entry in each of the four indexes. The
-- indexes now hold `updated_minute`, `updated_at` to its minute (a stored generated column: PostgreSQL keeps it with
-- every write of `updated_at`), so a merge within the same minute changes no indexed column; fillfactor 80 leaves
-- room on the page for the new row version. The minute never runs ahead of `updated_at` and is less than a minute
-- behind it, so each query bounds its index range by it and keeps its exact condition on `updated_at`:
--   the list     (recipient, minute DESC): ORDER BY minute DESC NULLS LAST (the index's), updated_at DESC, id DESC —
--                the order of updated_at DESC, id DESC, walking the index and sorting each minute's items; its
--                cursor adds `minute <= cursor time`;
--   the merge    (recipient, type, sender, minute): `minute > window start - 1 minute` (below);
--   retention    (minute): `minute < cutoff`.
-- The fillfactor is set first, so the table's rewrite by the new column leaves the room on every existing page.
ALTER TABLE "notifications" SET (fillfactor = 80);--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_recipient_recent_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_merge_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_updated_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_minute" timestamp with time zone GENERATED ALWAYS AS (date_bin('1 minute', updated_at, 'epoch')) STORED;--> statement-breakpoint
CREATE INDEX "notifications_recipient_recent_idx" ON "notifications" USING btree ("recipient_id","updated_minute" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_merge_idx" ON "notifications" USING btree ("recipient_id","type","sender_id","updated_minute");--> statement-breakpoint
CREATE INDEX "notifications_updated_idx" ON "notifications" USING btree ("updated_minute");--> statement-breakpoint
-- The notification rule of 0007 unchanged but for the merge's lookup, which reads the merge index by the minute.
CREATE OR REPLACE FUNCTION kindred_notify(
  p_recipient text,
  p_type text,
  p_sender text,
  p_data jsonb,
  p_category text,
  p_window_ms double precision,
  p_new_id text
) RETURNS TABLE (
  id text,
  type text,
  sender_id text,
  data jsonb,
  count integer,
  read boolean,
  created_at timestamptz,
  updated_at timestamptz,
  nickname text,
  photo text
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_prefs jsonb;
  v_blocked boolean;
  v_nickname text;
  v_photo text;
BEGIN
  SELECT r.settings -> 'notifications',
         EXISTS (SELECT 1 FROM blocks blk WHERE (blk.blocker_id = p_recipient AND blk.blocked_id = p_sender)
                   OR (blk.blocker_id = p_sender AND blk.blocked_id = p_recipient)),
         s.nickname,
         (SELECT ph.file_name FROM photos ph WHERE ph.id = s.profile_photo_id AND NOT ph.is_private)
    INTO v_prefs, v_blocked, v_nickname, v_photo
    FROM users r LEFT JOIN users s ON s.id = p_sender
   WHERE r.id = p_recipient AND r.role <> 'suspended';
  IF NOT FOUND OR v_blocked OR v_nickname IS NULL THEN
    RETURN;
  END IF;
  IF p_category IS NOT NULL AND jsonb_typeof(v_prefs) = 'object' AND v_prefs -> p_category = 'false'::jsonb THEN
    RETURN;
  END IF;

  -- One writer per (recipient, type, sender) at a time: the merge decision and the write are one step.
  PERFORM pg_advisory_xact_lock(hashtextextended('notify:' || p_recipient || ':' || p_type || ':' || p_sender, 0));

  RETURN QUERY
    UPDATE notifications n SET count = n.count + 1, read = false, updated_at = now(), data = p_data
     WHERE n.id = (SELECT o.id FROM notifications o
                    WHERE o.recipient_id = p_recipient AND o.type = p_type AND o.sender_id = p_sender
                      AND o.updated_minute > now() - make_interval(secs => p_window_ms / 1000) - interval '1 minute'
                      AND o.updated_at > now() - make_interval(secs => p_window_ms / 1000)
                    ORDER BY o.updated_at DESC LIMIT 1)
    RETURNING n.id, n.type, n.sender_id, n.data, n.count, n.read, n.created_at, n.updated_at, v_nickname, v_photo;
  IF FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY
    INSERT INTO notifications AS n (id, recipient_id, sender_id, type, data)
    VALUES (p_new_id, p_recipient, p_sender, p_type, p_data)
    RETURNING n.id, n.type, n.sender_id, n.data, n.count, n.read, n.created_at, n.updated_at, v_nickname, v_photo;
END
$$;
