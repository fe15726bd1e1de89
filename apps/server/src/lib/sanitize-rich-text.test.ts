import { describe, expect, it } from 'vitest';
import { sanitizedEnglishHtml, sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the structure editors use', () => {
    const html =
      '<h2>عنوان</h2><p>سعر <strong>الدولار</strong> <em>اليوم</em></p><ul><li>أ</li></ul>' +
      '<p><span dir="ltr">967-1-000000</span></p><a href="https://example.com/x" title="t">رابط</a>' +
      '<img src="/uploads/a.webp" alt="صورة" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeRichText('<p>أ</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>أ</p>');
    expect(sanitizeRichText('<SCRIPT src="https://evil.example/x.js"></SCRIPT>ب')).toBe('ب');
  });

  it('removes every event handler attribute', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">أ</p><img src="https://x.example/a.png" onerror="steal()"><a href="/x" onmouseover="y()">z</a>',
    );
    expect(out).not.toMatch(/on(click|error|mouseover)/i);
    expect(out).toContain('<p>أ</p>');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  ])('drops the dangerous URL in %s', (html) => {
    const out = sanitizeRichText(html);
    expect(out).not.toMatch(/javascript|vbscript|data:/i);
  });

  it('drops frames, forms, objects, svg and meta refreshes', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="otp"></form>' +
        '<object data="x.swf"></object><svg><script>alert(1)</script></svg><meta http-equiv="refresh" content="0;url=https://evil.example">نص',
    );
    expect(out).toBe('نص');
  });

  it('drops style attributes (CSS can exfiltrate and overlay)', () => {
    expect(sanitizeRichText('<p style="position:fixed;top:0">أ</p>')).toBe('<p>أ</p>');
  });

  it('forces rel=noopener on links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('refuses protocol-relative URLs', () => {
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizeRichText('<p onclick="x">أ<script>y</script><a href="https://a.example">b</a></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('sanitizedEnglishHtml', () => {
  it('keeps a sanitised English body and treats an empty editor as no English version', () => {
    expect(sanitizedEnglishHtml('<p>About us</p><script>alert(1)</script>')).toBe('<p>About us</p>');
    expect(sanitizedEnglishHtml('<p></p>')).toBeNull();
    expect(sanitizedEnglishHtml('<p>&nbsp; </p>')).toBeNull();
    expect(sanitizedEnglishHtml(null)).toBeNull();
    expect(sanitizedEnglishHtml(undefined)).toBeUndefined();
  });
});
