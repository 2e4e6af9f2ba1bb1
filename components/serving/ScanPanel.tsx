'use client';

import Passed from '@react-vant/icons/es/Passed';
import WarningO from '@react-vant/icons/es/WarningO';
import ClockO from '@react-vant/icons/es/ClockO';
import { useEffect, useRef, useState } from 'react';
import { scanMealCode, type Service } from '@/lib/api/serving';
import { format } from '@/lib/i18n';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { QUEUED } from '@/lib/outbox/outbox';
import { refusalText, schoolTime } from '@/lib/serving/words';
import { CameraError, cameraSource, type CameraProblem, type CodeSource } from './cameraSource';
import styles from './serving.module.css';

/** A code seen again within this time of its last result is the same tray still in view. */
export const REPEAT_MS = 3000;
const HISTORY = 5;

interface Result {
  id: number;
  tone: 'good' | 'bad' | 'wait';
  text: string;
}

const ICONS = { good: Passed, bad: WarningO, wait: ClockO } as const;

/**
 * The camera scanner (decision 078, loaded only when opened): each decoded code is sent once for
 * this service; the result is a large banner (the child, the class and the time, or the reason in
 * red with an icon and words) announced by a live region. The same code is ignored while its
 * answer is awaited and for REPEAT_MS after it, then asked again (the server then says it was
 * already collected). No camera, or no permission: it says so and offers the class list.
 */
export default function ScanPanel({
  service,
  onClose,
  onUseList,
  onResult,
  source = cameraSource,
}: {
  service: Service;
  /** After each answer (the lists behind the scanner read their counts again). */
  onResult?: () => void;
  onClose: () => void;
  onUseList: () => void;
  source?: CodeSource;
}) {
  const t = serveMessages();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<'starting' | 'on' | CameraProblem>('starting');
  const [results, setResults] = useState<Result[]>([]);
  const inFlight = useRef(new Set<string>());
  const answeredAt = useRef(new Map<string, number>());
  const nextId = useRef(1);
  const serviceRef = useRef(service);
  serviceRef.current = service;

  const say = (tone: Result['tone'], text: string) =>
    setResults((old) => [{ id: nextId.current++, tone, text }, ...old].slice(0, HISTORY));

  const onCodeRef = useRef<(code: string) => void>(() => undefined);
  onCodeRef.current = (code: string) => {
    const last = answeredAt.current.get(code);
    if (inFlight.current.has(code) || (last !== undefined && Date.now() - last < REPEAT_MS)) return;
    inFlight.current.add(code);
    const current = serviceRef.current;
    const label = format(t.outboxScan, {
      date: current.date,
      dining: t.dining[current.diningType],
    });
    void scanMealCode(code, current, label)
      .then((result) => {
        if (result === QUEUED) say('wait', t.queuedScan);
        else
          say(
            'good',
            format(t.scan.ok, {
              name: result.name,
              klass: result.className,
              time: schoolTime(result.collectedAt),
            }),
          );
      })
      .catch((error: unknown) => say('bad', format(t.scan.refused, { reason: refusalText(error) })))
      .finally(() => {
        inFlight.current.delete(code);
        answeredAt.current.set(code, Date.now());
        onResult?.();
      });
  };

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    source
      .start(videoRef.current, (code) => onCodeRef.current(code))
      .then((stopper) => {
        if (gone) stopper();
        else {
          stop = stopper;
          setCamera('on');
        }
      })
      .catch((error: unknown) => {
        if (!gone) setCamera(error instanceof CameraError ? error.problem : 'none');
      });
    return () => {
      gone = true;
      stop?.();
    };
  }, [source]);

  const latest = results[0];
  const Icon = latest ? ICONS[latest.tone] : null;
  const problem = camera === 'none' || camera === 'denied';
  return (
    <section className={styles.scanner} aria-labelledby="serving-scan-title">
      <div className={styles.head}>
        <h2 id="serving-scan-title">{t.scan.title}</h2>
        <button type="button" className={styles.link} onClick={onClose}>
          {t.scan.close}
        </button>
      </div>
      {problem ? (
        <div role="alert" className={styles.message} data-tone="bad">
          <p style={{ margin: '0 0 8px' }}>
            {camera === 'denied' ? t.scan.denied : t.scan.noCamera}
          </p>
          <button type="button" className={styles.scanButton} onClick={onUseList}>
            {t.scan.useList}
          </button>
        </div>
      ) : (
        <>
          <video
            ref={videoRef}
            className={styles.video}
            aria-label={t.scan.video}
            playsInline
            muted
          />
          <p className={styles.counts}>{camera === 'starting' ? t.scan.starting : t.scan.hint}</p>
        </>
      )}
      <div role="status" aria-live="assertive" aria-atomic="true" aria-label={t.scan.results}>
        {latest && Icon ? (
          <p className={styles.banner} data-tone={latest.tone} key={latest.id}>
            <Icon className={styles.bannerIcon} aria-hidden="true" />
            <span>{latest.text}</span>
          </p>
        ) : null}
      </div>
      {results.length > 1 ? (
        <ol className={styles.history} aria-label={t.scan.results}>
          {results.slice(1).map((result) => (
            <li key={result.id}>{result.text}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
