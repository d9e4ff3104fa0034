import { describe, expect, it } from 'vitest';
import {
  approveAllSchema,
  deleteAccountSchema,
  loginSchema,
  makeRegistrationSchema,
  profileUpdateSchema,
  registrationSchema,
  reportSchema,
  sendMessageSchema,
  settingsUpdateSchema,
  storyReactionSchema,
  storyTextSchema,
  subscriptionPlanSchema,
  userIdSchema,
  verifyEmailSchema,
} from './schemas';

const ID = '0123456789abcdef01234567';
const TODAY = Date.UTC(2026, 10, 21);
const payload = {
  nickname: ' dana_k ',
  email: 'Dana@Example.com',
  password: 'Passw0rd!',
  accountTier: 'PAID',
  details: {
    dateOfBirth: '1995-05-05',
    iAm: 'woman',
    location: 'Tel Aviv',
    maritalStatus: 'Single',
    lookingFor: ['men'],
    interests: ['Music', 'Travel'],
  },
};

describe('registrationSchema (docs/product/accounts.md on the server; decisions: 18+ enforced, tier derived)', () => {
  const schema = makeRegistrationSchema({ now: () => TODAY });
  it('accepts a valid payload, trims, lowercases the email and drops a client accountTier', () => {
    const parsed = schema.parse(payload);
    expect(parsed.nickname).toBe('dana_k');
    expect(parsed.email).toBe('dana@example.com');
    expect(parsed).not.toHaveProperty('accountTier');
    expect(parsed.details.intoTags).toEqual([]);
  });
  it('the default schema uses the real clock', () => {
    expect(registrationSchema.safeParse(payload).success).toBe(true);
  });
});

describe('request schemas', () => {
  it.each([
    [loginSchema, { email: 'a@b.co', password: '123456' }, true],
    [loginSchema, { email: 'a@b.co', password: '123' }, false],
    [subscriptionPlanSchema, { plan: 'yearly' }, true],
    [subscriptionPlanSchema, { plan: 'weekly' }, false],
    [deleteAccountSchema, { password: 'x' }, true],
    [deleteAccountSchema, {}, false],
    [reportSchema, { reason: 'spam' }, true],
    [reportSchema, { reason: '' }, false],
    [storyTextSchema, { content: 'hello', mediaType: 'text' }, true],
    [storyTextSchema, { content: 'x'.repeat(151) }, false],
    [storyReactionSchema, { reactionType: 'love' }, true],
    [storyReactionSchema, { reactionType: 'meh' }, false],
    [approveAllSchema, { requesterId: ID }, true],
    [approveAllSchema, { requesterId: 'me' }, false],
    [verifyEmailSchema, { token: 'abc' }, true],
    [verifyEmailSchema, { token: ' ' }, false],
    [settingsUpdateSchema, { privacy: { allowStoryReplies: 'friends' } }, true],
    [settingsUpdateSchema, { privacy: { allowStoryReplies: 'all' } }, false],
    [profileUpdateSchema, { nickname: 'dana', details: { age: '30', interests: ['Art'] } }, true],
    [profileUpdateSchema, { details: { age: 17 } }, false],
    [profileUpdateSchema, { details: { bio: 'x'.repeat(501) } }, false],
    [profileUpdateSchema, {}, true],
  ] as const)('%#: → %s', (schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });
  it('messages come from the spec', () => {
    const plan = subscriptionPlanSchema.safeParse({ plan: 'weekly' });
    expect(plan.success || plan.error.issues[0]?.message).toBe(
      'Invalid subscription plan. Please choose monthly or yearly.',
    );
    const del = deleteAccountSchema.safeParse({ password: '' });
    expect(del.success || del.error.issues[0]).toMatchObject({
      path: ['password'],
      params: { key: 'deletePasswordRequired' },
      message: 'Please enter your password to confirm account deletion',
    });
    const id = userIdSchema.safeParse('nope');
    expect(id.success || id.error.issues[0]?.message).toBe('Invalid user ID');
    expect(userIdSchema.parse(ID.toUpperCase())).toBe(ID);
  });
});

describe('sendMessageSchema (docs/product/accounts.md; decisions: a FREE wink is exactly the wink emoji)', () => {
  it.each([
    [{ recipientId: ID, content: ' hi ' }, true, 'hi'],
    [{ recipientId: ID, type: 'wink', content: '😉' }, true, '😉'],
    [{ recipientId: ID, type: 'wink', content: 'hi' }, false, 'Unsupported message'],
    [{ recipientId: ID, content: '  ' }, false, 'Message cannot be empty'],
    [{ recipientId: 'bad', content: 'hi' }, false, 'Invalid user ID'],
    [{ recipientId: ID, type: 'file', content: '', metadata: { url: '/x' } }, true, ''],
    // One message for every length and every type; an unknown type or a content that is no text is unsupported.
    [{ recipientId: ID, content: 'x'.repeat(2001) }, false, 'Message cannot exceed 2000 characters'],
    [{ recipientId: ID, content: 'x'.repeat(4001) }, false, 'Message cannot exceed 2000 characters'],
    [{ recipientId: ID, content: '😀'.repeat(2001) }, false, 'Message cannot exceed 2000 characters'],
    [{ recipientId: ID, content: '😀'.repeat(2000) }, true, '😀'.repeat(2000)],
    [{ recipientId: ID, type: 'file', content: 'x'.repeat(4001) }, false, 'Message cannot exceed 2000 characters'],
    [{ recipientId: ID, type: 'video', content: 'hi' }, false, 'Unsupported message'],
    [{ recipientId: ID, content: { text: 'hi' } }, false, 'Unsupported message'],
    [{ recipientId: ID, content: ['hi'] }, false, 'Unsupported message'],
  ] as const)('%#: %j', (input, ok, detail) => {
    const result = sendMessageSchema.safeParse(input);
    expect(result.success).toBe(ok);
    if (result.success) expect(result.data.content).toBe(detail);
    else expect(result.error.issues[0]?.message).toBe(detail);
  });
  it.each([
    [{ clientMessageId: 'c', tempMessageId: 'b', tempId: 'a' }, 'c'],
    [{ clientMessageId: 'c', metadata: { clientMessageId: 'm' } }, 'c'],
    [{ metadata: { clientMessageId: 'm' }, tempMessageId: 'b', tempId: 'a' }, 'm'],
    [{ tempMessageId: 'b', tempId: 'a' }, 'b'],
    [{ tempId: 'a' }, 'a'],
    [{ metadata: { clientMessageId: 'm' } }, 'm'],
    [{}, undefined],
  ])('one idempotency key: %j → clientMessageId %j (explicit ids before the temporary ones)', (ids, expected) => {
    const parsed = sendMessageSchema.parse({ recipientId: ID, content: 'x', ...ids });
    expect(parsed.clientMessageId).toBe(expected);
    expect(Object.keys(parsed).filter((k) => /temp/i.test(k))).toEqual([]);
    expect('metadata' in parsed).toBe(false);
  });
  it('keeps the ids under the names the client sent, for the sender confirmation', () => {
    const parsed = sendMessageSchema.parse({
      recipientId: ID,
      content: 'x',
      tempId: 'a',
      tempMessageId: 'b',
      metadata: { clientMessageId: 'm' },
    });
    expect(parsed.clientIds).toEqual({ tempId: 'a', tempMessageId: 'b', metadataClientMessageId: 'm' });
    expect('clientIds' in sendMessageSchema.parse({ recipientId: ID, content: 'x', clientMessageId: 'c' })).toBe(false);
  });
  it('the recipient as recipientId or recipient (docs/product/accounts.md); neither → Invalid user ID', () => {
    expect(sendMessageSchema.parse({ recipient: ID, content: 'x' }).recipientId).toBe(ID);
    expect('recipient' in sendMessageSchema.parse({ recipient: ID, content: 'x' })).toBe(false);
    const missing = sendMessageSchema.safeParse({ content: 'x' });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(missing.error.issues[0]?.message).toBe('Invalid user ID');
  });
  it('a file message keeps only the attachment fields of its metadata', () => {
    const parsed = sendMessageSchema.parse({
      recipientId: ID,
      type: 'file',
      metadata: { url: '/a', fileName: 'a.pdf', fileSize: 10, clientMessageId: 'k', onclick: 'x' },
    });
    expect(parsed).toEqual({
      recipientId: ID,
      type: 'file',
      content: '',
      metadata: { url: '/a', fileName: 'a.pdf', fileSize: 10 },
      clientMessageId: 'k',
      clientIds: { metadataClientMessageId: 'k' },
    });
  });
  it('profile update may carry settings (docs/product/accounts.md PUT /users/profile)', () => {
    expect(profileUpdateSchema.parse({ settings: { privacy: { showOnlineStatus: false } } }).settings?.privacy).toEqual(
      {
        showOnlineStatus: false,
      },
    );
    expect(profileUpdateSchema.safeParse({ settings: { privacy: { showOnlineStatus: 'no' } } }).success).toBe(false);
  });
  it('fields without a rule of their own refuse NUL, lone surrogates and over-long text with a key', () => {
    const keyOf = (result: { success: boolean; error?: unknown }) =>
      result.success
        ? null
        : ((result.error as { issues: { params?: { key?: string } }[] }).issues[0]?.params?.key ?? 'optionInvalid');
    expect(keyOf(storyTextSchema.safeParse({ content: 'hi', backgroundStyle: 'a\u0000' }))).toBe(
      'storyBackgroundInvalid',
    );
    expect(keyOf(storyTextSchema.safeParse({ content: 'hi', fontStyle: 'x'.repeat(41) }))).toBe('storyFontInvalid');
    const message = { recipientId: ID, type: 'text', content: 'hi' };
    expect(keyOf(sendMessageSchema.safeParse({ ...message, metadata: { fileName: 'a\ud800' } }))).toBe('textInvalid');
    expect(keyOf(sendMessageSchema.safeParse({ ...message, metadata: { url: '/a\u0000' } }))).toBe('textInvalid');
    // Keys the metadata does not know are dropped, never stored.
    expect(sendMessageSchema.parse({ ...message, metadata: { ['\u0000']: 1 } }).metadata ?? {}).toEqual({});
    expect(keyOf(sendMessageSchema.safeParse({ ...message, clientMessageId: '\udc00' }))).toBe('textInvalid');
    expect(sendMessageSchema.safeParse({ ...message, metadata: { fileName: 'a.png' } }).success).toBe(true);
    expect(keyOf(verifyEmailSchema.safeParse({ token: 'x'.repeat(201) }))).toBe('textTooLong');
    expect(keyOf(verifyEmailSchema.safeParse({ token: 'ab\u0000' }))).toBe('textInvalid');
    expect(keyOf(loginSchema.safeParse({ email: 'a\u0000@b.co', password: 'secret1' }))).toBe('emailInvalid');
  });
});
