-- Decision 0191: a send's bump of its conversation (last_seq, last_message_at) is a heap-only (HOT) update. The two
-- (member, last_message_at, id) indexes are gone: the conversations list (messages/reads.ts) and presence read a
-- member's rows with `member_a = $1 OR member_b = $1`, a bitmap OR of two index reads sorted afterwards, so they only
-- ever used the indexes' first column; `member_a` is the pair key's first column, `member_b` gets its own index.
-- With no indexed column changed and room left on the page (fillfactor 80; pages written before this fill up to it
-- as rows move), PostgreSQL writes no index entry for the bump: 4 index inserts fewer per message.
CREATE INDEX IF NOT EXISTS "conversations_member_b_idx" ON "conversations" USING btree ("member_b");--> statement-breakpoint
DROP INDEX IF EXISTS "conversations_a_recent_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "conversations_b_recent_idx";--> statement-breakpoint
ALTER TABLE "conversations" SET (fillfactor = 80);
