import ICAL from 'ical.js';

// Feeds are read back as a calendar program reads them (ical.js), never compared as text.

export interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
  alarms: { action: string; trigger: string; description: string }[];
}

export function readCalendar(text: string): { name: string; events: ReadEvent[] } {
  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.name).toBe('vcalendar');
  return {
    name: String(root.getFirstPropertyValue('x-wr-calname') ?? ''),
    events: root.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description ?? '',
        start: event.startDate.toJSDate(),
        end: event.endDate ? event.endDate.toJSDate() : null,
        allDay: event.startDate.isDate,
        alarms: component.getAllSubcomponents('valarm').map((alarm) => ({
          action: String(alarm.getFirstPropertyValue('action')),
          trigger: String(alarm.getFirstPropertyValue('trigger')),
          description: String(alarm.getFirstPropertyValue('description')),
        })),
      };
    }),
  };
}
