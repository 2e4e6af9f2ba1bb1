// The drill's second school (decision 072): school B's administrator serves lunch with top-ups
// and refunds on and offers a Custom top-up, and
// parent_a gets a child at B, so one account holds a wallet at each school and the burst's
// top-ups and refund requests land at both; the books check then finds every wallet paying out
// no more cash than came into it.

type Api = <T>(token: string, path: string, body?: unknown, key?: string) => Promise<T>;

export async function openSecondSchool(
  api: Api,
  login: (username: string) => Promise<string>,
  origin: string,
): Promise<void> {
  const parent = await login('parent_a');
  const [first] = await api<{ unitId: number }[]>(parent, '/api/associated/user/identity');
  const schools = await api<{ id: number }[]>(parent, '/api/school/all');
  const other = schools.find((school) => school.id !== first!.unitId);
  if (!other) throw new Error('the demo has one school: the drill needs two');
  const [grade] = await api<{ id: number }[]>(parent, `/api/grade/unit/${other.id}`);
  const [klass] = await api<{ id: number }[]>(parent, `/api/classes/grade/${grade!.id}`);
  await api(parent, '/api/associated/user', {
    userName: '张小刚',
    gender: 'Male',
    unitId: other.id,
    classesId: klass!.id,
  });
  const admin = await login('school_admin_b');
  // The demo's second school serves no meal, and a switch is on only where a dining type has it
  // on too: it serves lunch, with every switch on.
  const put = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} at the second school: ${response.status}`);
  };
  const on = {
    order: true,
    monthOrder: true,
    leave: true,
    evaluate: true,
    recharge: true,
    refund: true,
  };
  await put('/api/admin/rules/dining', {
    diningType: 'Lunch',
    priceOrdinary: 1000,
    priceMuslim: 1000,
    orderDaysBefore: 1,
    orderTime: '20:00',
    leaveDaysBefore: 1,
    leaveTime: '20:00',
    serveStart: '11:30',
    serveEnd: '12:30',
    functionalSwitch: on,
  });
  await put('/api/admin/rules/switches', { functionalSwitch: on });
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await api(
    admin,
    '/api/admin/prepayments',
    {
      name: '自定义充值',
      orderPaymentType: 'Custom',
      amount: 0,
      minAmount: 100,
      maxAmount: 100_000,
      validFrom: day(-1),
      validUntil: day(30),
    },
    'drill-school-b-custom',
  );
}
