-- Decision 0072: the sender is confirmed by the send statement itself. The socket layer answers a member's events
-- from the member row it last read on that socket (its version, the row's xmin) and the send statement checks that
-- the row is still that version in the transaction that writes: any change to the member since (tier, payment,
-- verification, suspension, deletion, settings, nickname) answers 'changed' and writes nothing, and the layer
-- reads the member afresh and runs the event again. NULL skips the check (HTTP: the caller was read for the request).
DROP FUNCTION IF EXISTS kindred_send_message(text, text, text, text, text, text, text, text, text, jsonb, jsonb,
  double precision, text);
--> statement-breakpoint
-- Sending a message (decisions: Messaging), one round trip:
--   0. with p_sender_version, the sender's row is no longer that version (or gone) → 'changed' (nothing written);
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
  p_notification_id text,
  p_sender_version xid
) RETURNS TABLE (status text, message jsonb, notification jsonb) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_message messages%ROWTYPE;
  v_blocked boolean;
  v_conversation text;
  v_seq integer;
BEGIN
  IF p_sender_version IS NOT NULL THEN
    PERFORM 1 FROM users u WHERE u.id = p_sender AND u.xmin = p_sender_version;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'changed'::text, NULL::jsonb, NULL::jsonb;
      RETURN;
    END IF;
  END IF;

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
