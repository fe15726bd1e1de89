import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ar } from '../../i18n/ar';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  /** English versions are written left to right and marked as English; Arabic by default. */
  lang?: 'ar' | 'en';
}

/**
 * The news and information-page editor (tiptap): paragraphs, headings, bold, italic, lists,
 * quotes and links, right to left (left to right for an English version). Its HTML is only a proposal: the server sanitises it before
 * storing (sanitizeRichText), so nothing an editor pastes can run on the portal.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  invalid,
  describedBy,
  lang = 'ar',
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false })],
    content: value,
    editorProps: {
      attributes: {
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        ...(lang === 'ar' ? {} : { lang }),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'prose-admin min-h-48 rounded-b-lg border border-t-0 border-slate-400 bg-white px-3 py-2 leading-relaxed focus:outline-none focus-visible:outline-3 focus-visible:outline-loader',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  });

  const tools: Array<{ key: keyof NonNullable<typeof state>; text: string; run: () => void }> = [
    { key: 'bold', text: ar.editor.bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', text: ar.editor.italic, run: () => editor?.chain().focus().toggleItalic().run() },
    {
      key: 'h2',
      text: ar.editor.heading2,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      text: ar.editor.heading3,
      run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      text: ar.editor.bulletList,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      text: ar.editor.orderedList,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    { key: 'quote', text: ar.editor.quote, run: () => editor?.chain().focus().toggleBlockquote().run() },
  ];

  return (
    <div className="mt-1">
      <div
        role="toolbar"
        aria-label={ar.editor.toolbar(label)}
        className="flex flex-wrap gap-1 rounded-t-lg border border-slate-400 bg-slate-100 p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-pressed={state?.[tool.key] ?? false}
            onClick={tool.run}
            className="rounded px-2 py-1 text-sm font-bold text-slate-800 hover:bg-white aria-pressed:bg-loader aria-pressed:text-white"
          >
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
