import { HttpError, ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { ContentPage, HeaderWeatherQuery, PageQuery, WeatherReport, WeatherReports } from '../../../contract';
import { contentPage, PageNotFound, weatherReport, weatherReportsAll } from '../services/pages';

const tags = ['content'];

/** Content pages built from stored blocks, and the weather (spec section 7: "header weather", "weather page content", "weather report partial"). */
export function registerPageRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get(
    '/content/page',
    { schema: { summary: 'Content page', tags, querystring: PageQuery, response: { 200: okResponse(ContentPage) } } },
    async (request) => {
      try {
        return ok(await contentPage({ db, pathname: request.query.path }));
      } catch (error) {
        if (error instanceof PageNotFound) throw new HttpError(404, 'Page not found');
        throw error;
      }
    },
  );

  api.get(
    '/content/header-weather',
    { schema: { summary: 'Header weather', tags, querystring: HeaderWeatherQuery, response: { 200: okResponse(WeatherReport) } } },
    async (request) => {
      const report = await weatherReport({ db, resortId: request.query.resort });
      if (!report) throw new HttpError(404, 'No weather report for this resort.');
      return ok(report);
    },
  );

  api.get(
    '/content/weather',
    { schema: { summary: 'Weather page content', tags, response: { 200: okResponse(WeatherReports) } } },
    async () => ok(await weatherReportsAll({ db })),
  );
}
