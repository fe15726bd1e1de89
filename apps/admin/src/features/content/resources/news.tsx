import type { TAdminNews } from '@sarraf/contracts';
import { ar } from '../../../i18n/ar';
import { ResourceScreen } from '../components/resource-screen';
import { formatArabicDateTime, toZoneInput } from '../../../lib/format';
import type { ResourceConfig } from '../components/resource-types';
import { englishField, englishValue, enumOptions } from './options';

const config: ResourceConfig<TAdminNews> = {
  key: 'news',
  routes: {
    list: 'adminListNews',
    create: 'adminCreateNews',
    update: 'adminUpdateNews',
    remove: 'adminDeleteNews',
  },
  title: ar.news.title,
  singular: ar.news.singular,
  columns: [
    { key: 'title', header: ar.news.headline, render: (item) => item.title },
    { key: 'status', header: ar.news.status, render: (item) => ar.news.statuses[item.status] },
    {
      key: 'published',
      header: ar.news.publishedAt,
      render: (item) => (item.published_at ? formatArabicDateTime(item.published_at) : '—'),
    },
  ],
  fields: [
    { name: 'title', label: ar.news.headline, kind: 'text' },
    { name: 'status', label: ar.news.status, kind: 'select', options: enumOptions(ar.news.statuses) },
    { name: 'summary', label: ar.news.summary, kind: 'textarea' },
    { name: 'body_html', label: ar.news.body, kind: 'richtext' },
    englishField('title_en', ar.news.headlineEn, 'text', true),
    englishField('summary_en', ar.news.summaryEn, 'textarea'),
    englishField('body_html_en', ar.news.bodyEn, 'richtext'),
    { name: 'image_url', label: ar.news.image, kind: 'image', optional: true },
    {
      name: 'published_at',
      label: ar.news.publishedAt,
      hint: ar.news.publishedAtHint,
      kind: 'datetime',
      optional: true,
    },
  ],
  blank: {
    title: '',
    status: 'published',
    summary: '',
    body_html: '',
    title_en: '',
    summary_en: '',
    body_html_en: '',
    image_url: '',
    published_at: '',
  },
  toForm: (item) => ({
    title: item.title,
    status: item.status,
    summary: item.summary,
    body_html: item.body_html,
    title_en: englishValue(item.title_en),
    summary_en: englishValue(item.summary_en),
    body_html_en: englishValue(item.body_html_en),
    image_url: item.image_url ?? '',
    published_at: toZoneInput(item.published_at),
  }),
  describe: (item) => item.title,
};

export function NewsScreen() {
  return <ResourceScreen config={config} />;
}
