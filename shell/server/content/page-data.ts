import { type Db, type PageDataProvider, seedOf } from '@resort/shared/server';
import { contentPageKey, weatherKey } from '../../src/content/model/query-keys';
import { contentPage, PageNotFound, weatherReportsAll } from './services/pages';

/**
 * The content pages' answers, as "weather page content" and the content page call answer them,
 * under the keys the pages' queries use: a resort page's blocks and the weather of every resort.
 */
export const contentPageData =
  (db: Db): PageDataProvider =>
  async ({ pathname }) => {
    if (pathname === '/weather') return [seedOf(weatherKey(), await weatherReportsAll({ db }))];
    if (!/^\/resorts\/[^/]+\/?$/.test(pathname)) return null;
    const path = pathname.replace(/\/$/, '');
    try {
      return [seedOf(contentPageKey(path), await contentPage({ db, pathname: path }))];
    } catch (error) {
      // An unknown resort's page says so itself.
      if (error instanceof PageNotFound) return [];
      throw error;
    }
  };
