import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AGREEMENT_TENANT_TYPE, QUALIFICATION_TENANT_TYPE } from '../../lib/contract/attachment';
import type { AuditStatus, QualificationKind } from '../../lib/contract/schoolInfo';
import type { Tx } from '../domains/db';
import { addDays } from '../core/db/dates';
import { DEMO_FILE_PREFIX, demoDocumentPng } from './demoImages';
import { agreements, attachments, news, qualifications, units } from '../domains/schema';

// What the demo schools publish (decision 023): agreements in every audit status, the caterer's
// qualifications and certificates with images, news (public and members-only), and the origins
// the webview may show. The menus of the publicity pages are the seeded menus themselves.

export const DEMO_ALLOWED_ORIGINS = ['https://www.gov.cn', 'https://www.moe.gov.cn'];

const AGREEMENTS: {
  title: string;
  userType: string;
  auditStatus: AuditStatus;
  signedDaysAgo: number | null;
  images: number;
}[] = [
  {
    title: '学生营养餐供餐服务协议',
    userType: 'Student',
    auditStatus: 'Pass',
    signedDaysAgo: 60,
    images: 2,
  },
  {
    title: '食品安全责任承诺书',
    userType: 'Student',
    auditStatus: 'Pass',
    signedDaysAgo: 45,
    images: 1,
  },
  {
    title: '2026 学年订餐须知',
    userType: 'Student',
    auditStatus: 'ToAudit',
    signedDaysAgo: null,
    images: 1,
  },
  {
    title: '清真餐供应补充协议',
    userType: 'Student',
    auditStatus: 'NotPass',
    signedDaysAgo: 20,
    images: 1,
  },
  {
    title: '校外配餐退费约定',
    userType: 'Student',
    auditStatus: 'Pass',
    signedDaysAgo: 10,
    images: 0,
  },
  {
    title: '班级订餐管理协议',
    userType: 'HEAD_TEACHER',
    auditStatus: 'Pass',
    signedDaysAgo: 30,
    images: 1,
  },
];

const QUALIFICATIONS: { kind: QualificationKind; name: string; issuer: string; images: number }[] =
  [
    { kind: 'Qualification', name: '食品经营许可证', issuer: '深圳市市场监督管理局', images: 2 },
    { kind: 'Qualification', name: '营业执照', issuer: '深圳市市场监督管理局', images: 1 },
    {
      kind: 'Qualification',
      name: '集体用餐配送单位备案',
      issuer: '南山区市场监督管理局',
      images: 1,
    },
    {
      kind: 'Qualification',
      name: '餐饮服务食品安全等级 A',
      issuer: '南山区市场监督管理局',
      images: 1,
    },
    {
      kind: 'Qualification',
      name: '从业人员健康证明汇总',
      issuer: '南山区疾病预防控制中心',
      images: 1,
    },
    {
      kind: 'Certificate',
      name: 'ISO 22000 食品安全管理体系认证',
      issuer: '中国质量认证中心',
      images: 1,
    },
    { kind: 'Certificate', name: 'HACCP 体系认证', issuer: '中国质量认证中心', images: 1 },
  ];

const NEWS: {
  title: string;
  summary: string;
  content: string;
  public: boolean;
  daysAgo: number;
}[] = [
  {
    title: '本周食谱已发布',
    summary: '营养师搭配的一周午餐和晚餐，欢迎家长查看。',
    content: '本周食谱由学校营养师与配餐公司共同制定，荤素搭配，每餐提供清真餐。',
    public: true,
    daysAgo: 0,
  },
  {
    title: '家长开放日：走进中央厨房',
    summary: '本月最后一个周五，欢迎家长参观配餐公司中央厨房。',
    content: '参观需提前在班主任处登记，每个家庭限两人，请携带身份证件。',
    public: false,
    daysAgo: 3,
  },
  {
    title: '食品安全检查结果公示',
    summary: '区市场监督管理局例行检查，结果为优秀。',
    content: '检查涵盖原料采购、储存、加工和配送各环节，未发现问题。',
    public: true,
    daysAgo: 8,
  },
];

async function schoolFile(
  tx: Tx,
  unitId: number,
  tenantType: string,
  associateId: number,
  position: number,
  name: string,
  now: Date,
): Promise<void> {
  const objectKey = `${DEMO_FILE_PREFIX}${unitId}/${tenantType}/${associateId}/${position}.png`;
  // Random ids: a file's address is unguessable even though the seed is public (decision 023).
  await tx.insert(attachments).values({
    id: randomBytes(16).toString('base64url'),
    accountId: null,
    unitId,
    tenantType,
    associateId: String(associateId),
    objectKey,
    fileName: name,
    contentType: 'image/png',
    size: demoDocumentPng(objectKey).length,
    temporary: false,
    createdAt: now,
  });
}

/** Seeds one school's published information; `prefix` tells the schools' records apart. */
export async function seedSchoolInformation(
  tx: Tx,
  unitId: number,
  today: string,
  now: Date,
  prefix = '',
): Promise<void> {
  await tx.update(units).set({ allowedOrigins: DEMO_ALLOWED_ORIGINS }).where(eq(units.id, unitId));
  const [school] = await tx.select({ name: units.name }).from(units).where(eq(units.id, unitId));
  for (const item of AGREEMENTS) {
    const [row] = await tx
      .insert(agreements)
      .values({
        unitId,
        userType: item.userType,
        title: `${prefix}${item.title}`,
        partyName: '鲜味源餐饮管理有限公司',
        content: `${school?.name ?? ''}与鲜味源餐饮管理有限公司就${item.title}达成如下约定：配餐公司按学校公布的食谱每日配送，餐品符合国家食品安全标准；学校负责组织订餐与验收；家长按时缴纳餐费。`,
        auditStatus: item.auditStatus,
        signedOn: item.signedDaysAgo === null ? null : addDays(today, -item.signedDaysAgo),
        validUntil: item.signedDaysAgo === null ? null : addDays(today, 365 - item.signedDaysAgo),
        createdAt: now,
      })
      .returning({ id: agreements.id });
    for (let i = 0; i < item.images; i++) {
      await schoolFile(
        tx,
        unitId,
        AGREEMENT_TENANT_TYPE,
        row!.id,
        i,
        `${item.title}-${i + 1}.png`,
        now,
      );
    }
  }
  for (const item of QUALIFICATIONS) {
    const [row] = await tx
      .insert(qualifications)
      .values({ unitId, ...item, validUntil: addDays(today, 400) })
      .returning({ id: qualifications.id });
    for (let i = 0; i < item.images; i++) {
      await schoolFile(
        tx,
        unitId,
        QUALIFICATION_TENANT_TYPE,
        row!.id,
        i,
        `${item.name}-${i + 1}.png`,
        now,
      );
    }
  }
  for (const item of NEWS) {
    await tx.insert(news).values({
      unitId,
      title: `${prefix}${item.title}`,
      summary: item.summary,
      content: item.content,
      public: item.public,
      publishedAt: new Date(now.getTime() - item.daysAgo * 24 * 60 * 60 * 1000),
    });
  }
}
