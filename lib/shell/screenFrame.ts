/**
 * A screen's top as the boot script can draw it again at the next start, before any script or
 * request (decision 093, after 090): the elements, their text and the styles they were shown with.
 * The styles are read from the screen as it was laid out, so the frame cannot drift from the
 * screen's CSS. Only text and a few kinds of elements are kept; no markup, no attributes, no
 * form controls: the boot script rebuilds it with textContent and style, never as HTML.
 */

/** `[tag, style, text]` for an element of text only, `[tag, style, undefined, children]` otherwise. */
export type FrameNode = [tag: string, style: string, text?: string, children?: FrameNode[]];

/** What each kept element becomes: the same tag when the boot script knows it, else a div or span. */
const TAGS: Record<string, string> = {
  MAIN: 'div',
  HEADER: 'header',
  SECTION: 'div',
  ARTICLE: 'div',
  DIV: 'div',
  FIELDSET: 'div',
  BUTTON: 'div',
  P: 'p',
  H1: 'h1',
  H2: 'h2',
  DL: 'dl',
  DT: 'dt',
  DD: 'dd',
  SPAN: 'span',
  LABEL: 'span',
  LEGEND: 'span',
  STRONG: 'span',
};

/** Always written: the tags' own defaults differ (a dd's margin, an h2's size, a button's display). */
const ALWAYS = [
  'display',
  'margin',
  'padding',
  'font-size',
  'font-weight',
  'line-height',
  'color',
] as const;

/** Written only when set: their value on a plain element is the same for every kept tag. */
const WHEN_SET: Readonly<Record<string, (value: string) => boolean>> = {
  'flex-direction': (value) => value !== 'row',
  'flex-wrap': (value) => value !== 'nowrap',
  'justify-content': (value) => value !== 'normal',
  'align-items': (value) => value !== 'normal',
  gap: (value) => value !== 'normal',
  'flex-shrink': (value) => value !== '1',
  'flex-grow': (value) => value !== '0',
  'box-sizing': (value) => value !== 'content-box',
  'min-width': (value) => value !== 'auto' && value !== '0px',
  'min-height': (value) => value !== 'auto' && value !== '0px',
  'border-top': (value) => !value.startsWith('0px'),
  'border-right': (value) => !value.startsWith('0px'),
  'border-bottom': (value) => !value.startsWith('0px'),
  'border-left': (value) => !value.startsWith('0px'),
  'border-radius': (value) => value !== '0px',
  'background-color': (value) => value !== 'rgba(0, 0, 0, 0)',
  'text-align': (value) => value !== 'start',
  'white-space': (value) => value !== 'normal',
  'word-break': (value) => value !== 'normal',
};

function styleOf(element: Element): string {
  const computed = getComputedStyle(element);
  const parts: string[] = [];
  for (const name of ALWAYS) parts.push(`${name}:${computed.getPropertyValue(name)}`);
  // A bar's height is set, not made by its text (computed, every element has one).
  if (element.tagName === 'HEADER') parts.push(`height:${computed.height}`);
  for (const [name, isSet] of Object.entries(WHEN_SET)) {
    const value = computed.getPropertyValue(name);
    if (value && isSet(value)) parts.push(`${name}:${value}`);
  }
  // A button centres its label by itself (its own align-items says flex-start); the div that
  // stands in for it needs to be told, after everything else.
  // In a flex row (the child filter, a card's actions) a button's display reads block.
  if (element.tagName === 'BUTTON' && element.childElementCount === 0)
    parts.push(
      `display:${computed.display.startsWith('inline') ? 'inline-flex' : 'flex'};align-items:center;justify-content:center`,
    );
  return parts.join(';');
}

/**
 * `element` and what is under it as frame nodes; `skip` leaves an element and its subtree out.
 * Elements of another kind (inputs, selects, icons) and hidden ones are left out.
 */
export function frameOf(element: Element, skip: (element: Element) => boolean): FrameNode | null {
  const tag = TAGS[element.tagName];
  if (!tag || skip(element) || getComputedStyle(element).display === 'none') return null;
  const style = styleOf(element);
  if (element.childElementCount === 0) return [tag, style, element.textContent ?? ''];
  const children = [...element.children]
    .map((child) => frameOf(child, skip))
    .filter((node): node is FrameNode => node !== null);
  return [tag, style, undefined, children];
}

/** What the boot script draws for a route: kept per language (a frame in another is not shown). */
export interface ScreenFrame {
  locale: string;
  nodes: FrameNode[];
}
