-- Decision 0021 (update) and 0022 (update): the message send and the notification rule each run as one statement.
-- Each statement of a VOLATILE plpgsql function takes a fresh snapshot (READ COMMITTED), so the steps below see
-- what the rows they waited for (conversation row lock, advisory lock) committed — the same semantics as the
-- former multi-statement transactions, in one round trip. A RAISE rolls the whole statement back.

-- The notification rule (decisions: Notifications): nothing when the recipient is gone or suspended, either
-- member blocked the other, the sender is gone, or the recipient's switch for the category is off
-- (`settings.notifications.<category>` exactly false; core's notificationAllowed); otherwise the item of the same
-- (recipient, type, sender) updated within the window is merged (count + 1, unread again, data replaced), else a
-- new item is stored. Concurrent notifies of one key are serialised by a transaction-scoped advisory lock. Returns
-- the stored item with the sender's nickname and public profile photo, or no row.
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
--> statement-breakpoint
-- Sending a message (decisions: Messaging), one round trip:
--   1. the sender's message with this client id is already stored → 'duplicate' with that message (nothing
--      written; answered before the recipient rules, as the message was accepted then);
--   2. the recipient is missing, or either member blocked the other → 'missing' (nothing written);
--   3. the conversation of the pair (p_a < p_b) is created or its sequence bumped — this locks its row, so the
--      sends of one conversation are serialised — and the message stored with that sequence number; a
--      concurrent send of the same client id that committed first raises SQLSTATE KD409 (the statement rolls
--      back: no sequence number is used up) and the caller answers with the stored message;
--   4. the message notification (kindred_notify, category 'messages') commits with the message.
-- Returns one row: status, the message (jsonb, the messages row) and the notification item (jsonb or null).
CREATE OR REPLACE FUNCTION kindred_send_message(
  p_message_id text,
  p_conversation_id text,
  p_a text,
  p_b text,
  p_sender text,
  p_recipient text,
  p_client_message_id text,
  p_type text,
  p_content text,
  p_metadata jsonb,
  p_notify_data jsonb,
  p_window_ms double precision,
  p_notification_id text
) RETURNS TABLE (status text, message jsonb, notification jsonb) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_message messages%ROWTYPE;
  v_blocked boolean;
  v_conversation text;
  v_seq integer;
BEGIN
  SELECT m.* INTO v_message FROM messages m
   WHERE m.sender_id = p_sender AND m.client_message_id = p_client_message_id;
  IF FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, to_jsonb(v_message), NULL::jsonb;
    RETURN;
  END IF;

  SELECT EXISTS (SELECT 1 FROM blocks blk WHERE (blk.blocker_id = p_sender AND blk.blocked_id = u.id)
                   OR (blk.blocker_id = u.id AND blk.blocked_id = p_sender))
    INTO v_blocked FROM users u WHERE u.id = p_recipient;
  IF NOT FOUND OR v_blocked THEN
    RETURN QUERY SELECT 'missing'::text, NULL::jsonb, NULL::jsonb;
    RETURN;
  END IF;

  INSERT INTO conversations AS c (id, member_a, member_b, last_seq, last_message_at)
  VALUES (p_conversation_id, p_a, p_b, 1, now())
  ON CONFLICT (member_a, member_b) DO UPDATE SET last_seq = c.last_seq + 1, last_message_at = now()
  RETURNING c.id, c.last_seq INTO v_conversation, v_seq;

  INSERT INTO messages AS m (id, conversation_id, seq, sender_id, recipient_id, client_message_id, type, content,
                             metadata)
  VALUES (p_message_id, v_conversation, v_seq, p_sender, p_recipient, p_client_message_id, p_type, p_content,
          p_metadata)
  ON CONFLICT (sender_id, client_message_id) DO NOTHING
  RETURNING m.* INTO v_message;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'message already stored' USING ERRCODE = 'KD409';
  END IF;

  RETURN QUERY
    SELECT 'stored'::text, to_jsonb(v_message),
           (SELECT to_jsonb(x) FROM kindred_notify(p_recipient, 'message', p_sender, p_notify_data, 'messages',
                                                   p_window_ms, p_notification_id) x);
END
$$;
