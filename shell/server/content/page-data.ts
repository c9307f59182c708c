import { type Db, type PageDataProvider, seedOf } from '@resort/shared/server';
import { contentPageKey, ratingsKey, weatherKey } from '../../src/content/model/query-keys';
import { contentPage, PageNotFound, weatherReportsAll } from './services/pages';
import { ratingsOf } from './services/ratings';

/**
 * The content pages' answers, as "weather page content", the content page call and "ratings GET"
 * answer them, under the keys the pages' queries use: a resort page's blocks and its guests'
 * reviews, and the weather of every resort.
 */
export const contentPageData =
  (db: Db): PageDataProvider =>
  async ({ pathname }) => {
    if (pathname === '/weather') return [seedOf(weatherKey(), await weatherReportsAll({ db }))];
    if (!/^\/resorts\/[^/]+\/?$/.test(pathname)) return null;
    const path = pathname.replace(/\/$/, '');
    try {
      const page = await contentPage({ db, pathname: path });
      const reviews = page.resortId ? [seedOf(ratingsKey(page.resortId), await ratingsOf({ db, query: { resort: page.resortId } }))] : [];
      return [seedOf(contentPageKey(path), page), ...reviews];
    } catch (error) {
      // An unknown resort's page says so itself.
      if (error instanceof PageNotFound) return [];
      throw error;
    }
  };
