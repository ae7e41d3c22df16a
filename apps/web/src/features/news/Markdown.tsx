import { Fragment, type ReactNode } from 'react';
import { Anchor, Code, List, Text, Title } from '@mantine/core';

/**
 * News content is Markdown (spec 3 §3). This renders the small part of it that news needs
 * (paragraphs, headings, lists, bold, italic, code, links) straight to React elements: nothing in
 * the text is ever read as HTML, so `<script>` or `<img onerror>` shows as the characters typed, and
 * a link opens only for http, https and mailto (a `javascript:` link stays plain text).
 */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const INLINE = /\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_]+)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const k = `${key}-${n++}`;
    const [, bold1, bold2, em1, em2, code, linkText, href] = m;
    if (bold1 ?? bold2) out.push(<strong key={k}>{inline(bold1 ?? bold2!, k)}</strong>);
    else if (em1 ?? em2) out.push(<em key={k}>{inline(em1 ?? em2!, k)}</em>);
    else if (code) out.push(<Code key={k}>{code}</Code>);
    else if (linkText && href && SAFE_LINK.test(href)) {
      out.push(
        <Anchor key={k} href={href} target="_blank" rel="noopener noreferrer">
          {linkText}
        </Anchor>,
      );
    } else out.push(linkText ?? m[0]);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A paragraph's lines, with the line breaks the author typed. */
function lines(block: string[], key: string): ReactNode[] {
  return block.map((line, i) => (
    <Fragment key={`${key}-${i}`}>
      {i > 0 && <br />}
      {inline(line, `${key}-${i}`)}
    </Fragment>
  ));
}

const BULLET = /^\s*[-*+]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const HEADING = /^(#{1,6})\s+(.*)$/;

/** Markdown headings sit under the item's own heading (h2): # and ## are h3, deeper ones h4. */
export function Markdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  const all = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < all.length) {
    const line = all[i]!;
    const key = `b${i}`;
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push(
        <Title key={key} order={heading[1]!.length <= 2 ? 3 : 4} mt="sm">
          {inline(heading[2]!, key)}
        </Title>,
      );
      i++;
      continue;
    }
    const marker = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (marker) {
      const items: string[] = [];
      while (i < all.length && marker.test(all[i]!)) items.push(all[i++]!.replace(marker, ''));
      blocks.push(
        <List key={key} type={marker === NUMBERED ? 'ordered' : 'unordered'} withPadding>
          {items.map((item, j) => (
            <List.Item key={j}>{inline(item, `${key}-${j}`)}</List.Item>
          ))}
        </List>,
      );
      continue;
    }
    const paragraph: string[] = [];
    while (i < all.length && all[i]!.trim() && !HEADING.test(all[i]!) && !BULLET.test(all[i]!) && !NUMBERED.test(all[i]!)) {
      paragraph.push(all[i++]!);
    }
    blocks.push(<Text key={key}>{lines(paragraph, key)}</Text>);
  }
  return <div className="markdown">{blocks}</div>;
}
