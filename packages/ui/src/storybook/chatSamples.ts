// Sample conversations for the chat stories (stories only): a warm everyday chat in the story's language, and the
// four stress contents — long Hebrew, mixed-direction text, emoji only, very long words and addresses.
// Emoji for the stories: the machines that record baselines have no emoji font (members' devices do), and
// their Chromium draws no colour web font, so Noto Emoji's outlines stand in.
import '@fontsource/noto-emoji/400.css';
import { isLocale, type Locale } from '@kindred/core';
import type { ConversationListEntry } from '../components/ConversationList/ConversationList';
import type { MessageListGroup, MessageListItem } from '../components/MessageList/MessageList';
import { text } from './text';
import { storyPhotos, storyWidePhoto } from './photos';
import { latinWordsOf } from './storyCopy';

const lng = (locale: unknown): Locale => (isLocale(locale) ? locale : 'en');

const everyday = {
  en: {
    partner: 'Noa Levi',
    hello: 'Hi! I loved your photos from the Galilee hike 🌿',
    thanks: 'Thank you! That was Mount Arbel at sunrise.',
    been: 'Have you been?',
    caption: 'The view from my balcony this morning ☀️',
    coffee: 'Wow. Coffee there some time?',
    mapName: 'Arbel trail map.pdf',
    later: 'Talk later! 😊',
    sending: 'On my way to the market',
    failed: 'Are you free on Friday?',
    recording: 'Voice note.ogg',
    clip: 'Sunset.mp4',
  },
  he: {
    partner: 'נועה לוי',
    hello: 'היי! התמונות שלך מהטיול בגליל מהממות 🌿',
    thanks: 'תודה! זה היה הארבל בזריחה.',
    been: 'היית שם פעם?',
    caption: 'הנוף מהמרפסת שלי הבוקר ☀️',
    coffee: 'וואו. נשתה שם קפה מתישהו?',
    mapName: 'מפת השביל בארבל.pdf',
    later: 'נדבר אחר כך! 😊',
    sending: 'בדרך לשוק',
    failed: 'את פנויה ביום שישי?',
    recording: 'הודעה קולית.ogg',
    clip: 'שקיעה.mp4',
  },
} as const;

/** File extensions after Hebrew file names ('מפת השביל.pdf'), which the Hebrew stories allow. */
export const fileExtensionLatin = ['pdf', 'ogg', 'mp'];

export function partnerName(locale: unknown): string {
  return everyday[lng(locale)].partner;
}

/** A conversation over two days with every kind of message and every delivery state. */
export function everydayGroups(locale: unknown): MessageListGroup[] {
  const c = everyday[lng(locale)];
  const t = text(locale);
  return [
    {
      key: 'yesterday',
      label: t('chat:list.yesterday'),
      messages: [
        { id: 'm1', kind: 'text', own: false, content: c.hello, time: '21:40' },
        { id: 'm2', kind: 'text', own: true, content: c.thanks, time: '21:42', status: 'read' },
        { id: 'm3', kind: 'text', own: true, content: c.been, time: '21:42', status: 'read' },
        { id: 'm4', kind: 'wink', own: false, content: '😉', time: '21:50' },
      ],
    },
    {
      key: 'today',
      label: t('chat:list.today'),
      messages: [
        {
          id: 'm5',
          kind: 'image',
          own: false,
          content: c.caption,
          time: '09:12',
          attachment: { url: storyWidePhoto, name: 'balcony.jpg', width: 400, height: 300 },
        },
        { id: 'm6', kind: 'text', own: true, content: c.coffee, time: '09:15', status: 'read' },
        {
          id: 'm7',
          kind: 'pdf',
          own: false,
          time: '09:20',
          attachment: { url: '#trail-map', name: c.mapName, sizeLabel: '1.2 MB' },
        },
        { id: 'm8', kind: 'call', own: true, content: t('chat:bubble.callEnded'), time: '09:30' },
        { id: 'm9', kind: 'text', own: true, content: c.later, time: '09:31', status: 'sent' },
        { id: 'm10', kind: 'text', own: true, content: c.sending, time: '09:32', status: 'pending' },
        { id: 'm11', kind: 'text', own: true, content: c.failed, time: '09:33', status: 'failed' },
      ],
    },
  ];
}

/** A media address that fails at once (no network, no loading spinner in a screenshot). */
const emptyMedia = (type: string) => `data:${type};base64,`;

/** Every bubble kind and state once, for the matrix story. */
export function everyKind(locale: unknown): MessageListItem[] {
  const c = everyday[lng(locale)];
  const t = text(locale);
  return [
    { id: 'k1', kind: 'text', own: false, content: c.hello, time: '10:00' },
    { id: 'k2', kind: 'text', own: true, content: c.thanks, time: '10:01', status: 'read' },
    { id: 'k3', kind: 'wink', own: true, content: '😉', time: '10:02', status: 'sent' },
    { id: 'k4', kind: 'text', own: false, content: '🥰', time: '10:03' },
    {
      id: 'k5',
      kind: 'image',
      own: true,
      time: '10:04',
      status: 'read',
      attachment: { url: storyPhotos[0], name: 'me.jpg', width: 300, height: 400 },
    },
    {
      id: 'k6',
      kind: 'image',
      own: true,
      time: '10:05',
      status: 'uploading',
      progress: 60,
      attachment: { url: storyPhotos[3], name: 'beach.jpg' },
    },
    {
      id: 'k7',
      kind: 'audio',
      own: false,
      time: '10:06',
      attachment: { url: emptyMedia('audio/ogg'), name: c.recording },
    },
    { id: 'k8', kind: 'video', own: false, time: '10:07', attachment: { url: emptyMedia('video/mp4'), name: c.clip } },
    {
      id: 'k9',
      kind: 'pdf',
      own: true,
      time: '10:08',
      status: 'sent',
      attachment: { url: '#map', name: c.mapName, sizeLabel: '1.2 MB' },
    },
    {
      id: 'k10',
      kind: 'file',
      own: false,
      time: '10:09',
      attachment: { url: '#notes', name: 'notes.docx', sizeLabel: '48 KB' },
    },
    {
      id: 'k11',
      kind: 'file',
      own: true,
      time: '10:10',
      status: 'uploadFailed',
      attachment: { name: 'notes.docx', sizeLabel: '48 KB' },
    },
    { id: 'k12', kind: 'pdf', own: false, time: '10:11', attachment: null },
    { id: 'k13', kind: 'unsupported', own: false, time: '10:12' },
    {
      id: 'k14',
      kind: 'system',
      own: false,
      content: t('chat:photos.approved_other').replace('{{count}}', '2'),
      time: '10:13',
    },
    { id: 'k15', kind: 'call', own: false, content: t('chat:bubble.callEnded'), time: '10:14' },
    { id: 'k16', kind: 'text', own: true, content: c.sending, time: '10:15', status: 'pending' },
    { id: 'k17', kind: 'text', own: true, content: c.failed, time: '10:16', status: 'failed' },
  ];
}

/** The four stress contents (the same in both languages: they are about the text, not the locale). */
export const stressContents = {
  longHebrew: {
    partner: 'אלכסנדרה־מרגריטה בן־שושן',
    messages: [
      'שלום! קראתי את הפרופיל שלך ונראה לי שיש לנו המון במשותף: גם אני אוהבת טיולים ארוכים בגליל, בישול של ארוחות שישי גדולות עם חברים, ספרים טובים ושיחות עמוקות עד השעות הקטנות של הלילה.',
      'איזה כיף לשמוע! אני דווקא מבשל בעיקר אוכל עיראקי של סבתא שלי, ואשמח מאוד להכין לך קובה סלק מתישהו אם תרצי.',
      'נשמע מושלם. מתי נוח לך להיפגש בשבוע הבא?',
    ],
  },
  mixed: {
    partner: 'Maya מאיה',
    messages: [
      'נפגשים ב־Cafe Xoho, רחוב אחד העם 12, ב־20:30 (WhatsApp: 050-1234567)',
      "Let's meet at קפה לנדוור in 20 minutes, ok? 🙂",
      'ההזמנה שלי: #4521 — Table for 2, 21:00',
    ],
  },
  emojiOnly: {
    partner: '🌸 נועה 🌸',
    messages: ['😂', '❤️❤️', '🥰😍😘', '👍🏽', '🎉🎉🎉🎉🎉🎉 🍾🥂'],
  },
  longWords: {
    partner: 'Supercalifragilisticexpialidocious_nickname_2024',
    messages: [
      'https://www.kindred.example/profiles/noa-levi/photos/album/2024/summer-in-tel-aviv?utm_source=chat&utm_medium=message',
      'Pneumonoultramicroscopicsilicovolcanoconiosis_and_more_words_without_any_spaces_at_all',
      'אאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאאא!!!',
    ],
  },
} as const;
export type StressContent = keyof typeof stressContents;
export const stressContentNames = Object.keys(stressContents) as StressContent[];

/** The Latin words a stress content shows, which its Hebrew stories allow. */
export function stressLatin(content: StressContent): string[] {
  const s = stressContents[content];
  return [...latinWordsOf(s.partner), ...s.messages.flatMap(latinWordsOf)];
}

export function stressGroups(locale: unknown, content: StressContent): MessageListGroup[] {
  const t = text(locale);
  return [
    {
      key: 'today',
      label: t('chat:list.today'),
      messages: stressContents[content].messages.map((m, i) => ({
        id: `${content}-${i}`,
        kind: 'text',
        own: i % 2 === 1,
        content: m,
        time: `12:0${i}`,
        status: i % 2 === 1 ? 'read' : undefined,
      })),
    },
  ];
}

const people = {
  en: ['Noa Levi', 'Daniel Cohen', 'Maya & Ido', 'Yael Mizrahi', 'Omer Katz', 'Tamar Friedman'],
  he: ['נועה לוי', 'דניאל כהן', 'מאיה ועידו', 'יעל מזרחי', 'עומר כץ', 'תמר פרידמן'],
} as const;

/** A sidebar of six conversations: photos, online dots, previews from core's catalogue, unread counts. */
export function sampleConversations(locale: unknown): ConversationListEntry[] {
  const t = text(locale);
  const names = people[lng(locale)];
  const c = everyday[lng(locale)];
  const own = t('core:preview.ownPrefix');
  return [
    { id: 'u1', name: names[0], photo: storyPhotos[0], online: true, preview: c.later, time: '09:31', unreadCount: 2 },
    {
      id: 'u2',
      name: names[1],
      photo: storyPhotos[2],
      online: false,
      preview: `${own}${t('core:preview.wink')}`,
      time: '08:05',
    },
    {
      id: 'u3',
      name: names[2],
      photo: storyPhotos[3],
      online: true,
      preview: t('core:preview.image'),
      time: t('chat:list.yesterday'),
      unreadCount: 12,
    },
    {
      id: 'u4',
      name: names[3],
      photo: storyPhotos[1],
      online: false,
      preview: t('core:preview.call'),
      time: t('chat:list.yesterday'),
    },
    { id: 'u5', name: names[4], online: true, preview: `${own}${c.coffee}`, time: '2.11' },
    { id: 'u6', name: names[5], photo: storyPhotos[5], online: false, preview: t('core:preview.none'), time: '1.11' },
  ];
}
