'use client';
import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { Page } from '@/components/Page';
import schoolStyles from '../../components/school/school.module.css';
import { messages } from '@/lib/i18n';
import { navigateBack } from '@/lib/router/navigation';
import { useRoute } from '@/lib/router/useRoute';
import styles from './image.module.css';
import { schoolMessages } from '@/lib/i18n/areas/school';

const MIN = 1;
const MAX = 5;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/** Only our own files or https images; anything else (javascript:, data:) is refused. */
function safeImageUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.origin === window.location.origin || parsed.protocol === 'https:')
      return parsed.href;
  } catch {
    return null;
  }
  return null;
}

/** One image full screen: pinch, wheel or the buttons zoom; dragging pans a zoomed image. */
export default function ImageScreen() {
  const t = messages();
  const query = useRoute('image').query;
  const src = safeImageUrl(query.url);
  const name = query.name ?? t.routes.image;
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  if (!src) {
    return (
      <Page title={t.routes.image}>
        <p className={schoolStyles.notice} role="alert">
          {schoolMessages().imageInvalid}
        </p>
      </Page>
    );
  }

  const zoom = (next: number) => {
    const value = clamp(next);
    setScale(value);
    if (value === 1) setOffset({ x: 0, y: 0 });
  };
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch.current = distance();
  };
  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = distance();
    if (now !== null && pinch.current) {
      zoom((scale * now) / pinch.current);
      pinch.current = now;
    } else if (scale > 1) {
      setOffset((o) => ({
        x: o.x + event.clientX - previous.x,
        y: o.y + event.clientY - previous.y,
      }));
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    pinch.current = distance();
  };
  const onWheel = (event: WheelEvent) => zoom(scale * (event.deltaY < 0 ? 1.2 : 1 / 1.2));

  return (
    <main className={styles.viewer} aria-label={name}>
      <h1 className={styles.title}>{name}</h1>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onDoubleClick={() => zoom(scale > 1 ? 1 : 2)}
      >
        <img
          src={src}
          alt={name}
          draggable={false}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
        />
      </div>
      <div className={styles.bar}>
        <button type="button" onClick={() => void navigateBack()}>
          {t.common.back}
        </button>
        <span>
          <button type="button" onClick={() => zoom(scale / 1.5)} disabled={scale <= MIN}>
            {schoolMessages().imageZoomOut}
          </button>{' '}
          <button type="button" onClick={() => zoom(1)}>
            {schoolMessages().imageReset}
          </button>{' '}
          <button type="button" onClick={() => zoom(scale * 1.5)} disabled={scale >= MAX}>
            {schoolMessages().imageZoomIn}
          </button>
        </span>
      </div>
    </main>
  );
}
