import { defineArea } from '@/lib/i18n/area';

// About the platform: its versions' notes and where to get help. Newest version first; a version
// the server runs without notes here shows "no notes" rather than nothing.

export const aboutMessages = defineArea(
  {
    history: '版本记录',
    historyFailed: '版本信息加载失败',
    current: '当前版本 {version}',
    newNotes: '新',
    noNotes: '该版本暂无更新说明',
    releases: [
      {
        version: '0.1.0',
        date: '2026-11-26',
        notes: [
          '按日、按月为孩子订餐，在线或用余额缴费，退订后退回余额',
          '请假与评价在离线时也能提交，联网后自动送达',
          '菜品标注重量与过敏原，孩子的过敏档案提醒不宜的菜品',
          '按 WS/T 554-2017 显示每餐营养与孩子的目标',
        ],
      },
    ],
    support: '帮助与反馈',
    supportBody:
      '使用中遇到问题（订餐、缴费、请假或账号），请联系孩子所在学校的食堂负责老师，或给学校留言，学校会在留言记录中回复。',
    leaveMessage: '给学校留言',
  } as const,
  {
    history: 'Version history',
    historyFailed: 'Could not load the version',
    current: 'Current version {version}',
    newNotes: 'New',
    noNotes: 'No notes for this version yet',
    releases: [
      {
        version: '0.1.0',
        date: '2026-11-26',
        notes: [
          'Order meals by day or by month, pay online or from the balance, cancel back to the balance',
          'Leave and ratings can be sent offline and arrive once you are back online',
          "Dishes show their weight and allergens, and the child's allergy profile flags unsafe ones",
          "Each meal's nutrients against the child's target under WS/T 554-2017",
        ],
      },
    ],
    support: 'Help and feedback',
    supportBody:
      "For any problem with ordering, payment, leave or your account, contact the canteen teacher at your child's school, or leave the school a message: the school replies in your message records.",
    leaveMessage: 'Message the school',
  },
);
