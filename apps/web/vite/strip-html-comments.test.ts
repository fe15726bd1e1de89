import { describe, expect, it } from 'vitest';
import { withoutHtmlComments } from './strip-html-comments.ts';

describe('withoutHtmlComments', () => {
  it('drops every comment, one line or several, and keeps the markup and the scripts as they are', () => {
    const html = [
      '<head>',
      '    <!-- why the script is here',
      '         over two lines -->',
      '    <!-- prettier-ignore -->',
      '    <script>try{if(a){b()}}catch(e){}</script>',
      '  </head>',
      '  <body><!-- the overlay --><label>إلغاء</label></body>',
    ].join('\n');
    expect(withoutHtmlComments(html)).toBe(
      [
        '<head>',
        '    <script>try{if(a){b()}}catch(e){}</script>',
        '  </head>',
        '  <body><label>إلغاء</label></body>',
      ].join('\n'),
    );
  });
});
