import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  ErrorState,
  Heading,
  PageContainer,
  PageLoading,
  theme,
  useDeferredData,
  useLocation,
  visitorMessage,
  type ApiFailure,
} from '@resort/shared';
import { displayDate } from '@resort/shared/dates';
import { WeatherAlertBanner } from '@resort/shared/ui';
import { useContentPage } from '../api/get-content-page';
import { useWeather } from '../api/get-weather';
import { loadResortBlocks, TrackedBlock } from './content-blocks';
import { PersonalOffer } from './personal-offer';
import { ResortRatings } from './resort-ratings';
import { WeatherSummary } from './weather-summary';
import { WeatherPartialBlock } from './weather-partial-block';
import { TripSearch } from '../../planner/trip-search';
import { isContentPath } from '../model/content-paths';

const Loading = styled.p`
  color: ${theme.colors.slate};
  min-height: 40vh;
`;

const WeatherCard = styled.section`
  margin-bottom: ${theme.space.xl};
  header { display: flex; justify-content: space-between; align-items: baseline; gap: ${theme.space.md}; flex-wrap: wrap; }
  a { font-weight: 600; }
`;

/** The blocks of '/' (below the booking hero) or of a resort page. */
function BlockPage({ path }: { path: string }) {
  if (path !== '/') void loadResortBlocks();
  const page = useContentPage(path);
  // The blocks render in slices once they arrive (useDeferredData): home's sit below the booking
  // widget, whose taps must not wait for them.
  const data = useDeferredData(path, page.data);
  if (page.isError) return <ErrorState message={visitorMessage(page.error as unknown as ApiFailure)} />;
  if (!data) return <Loading role="status">Loading…</Loading>;
  const { blocks, weather, resortId } = data;
  const today = displayDate(data.today);
  return (
    <>
      {weather?.alert ? <WeatherAlertBanner id={weather.alert.id} title={weather.alert.title} message={weather.alert.message} /> : null}
      <PageContainer data-testid={resortId ? 'resort-page' : 'home-content'}>
        {blocks.slice(0, blocks[0]?.kind === 'hero' ? 1 : 0).map((block) => (
          <TrackedBlock key="hero" block={block} today={today} pageKey={data.key} />
        ))}
        <TripSearch resortId={resortId ?? ''} />
        {resortId ? null : <PersonalOffer activity="lift-tickets" />}
        {weather ? (
          <WeatherCard aria-labelledby="resort-weather-title">
            <header>
              <Heading id="resort-weather-title">Today's weather</Heading>
              <a href="/weather">All resorts' weather</a>
            </header>
            <WeatherSummary report={weather} />
          </WeatherCard>
        ) : null}
        {blocks.slice(blocks[0]?.kind === 'hero' ? 1 : 0).map((block) => (
          <TrackedBlock key={`${block.kind}-${block.title}`} block={block} today={today} pageKey={data.key} />
        ))}
        {/* Last on the page: drawn by the server with the blocks; were they to come later, they push nothing down. */}
        {resortId ? <ResortRatings resortId={resortId} resortName={data.title} /> : null}
      </PageContainer>
    </>
  );
}

/** The weather page: every resort's report. */
function WeatherPage() {
  const weather = useWeather();
  return (
    <PageContainer>
      <Heading as="h1" $size="page">
        Weather and snow report
      </Heading>
      <WeatherPartialBlock />
      {weather.isPending ? <Loading role="status">Loading…</Loading> : null}
      {weather.isError ? <ErrorState message={visitorMessage(weather.error as unknown as ApiFailure)} /> : null}
      {weather.data?.map((report) => (
        <WeatherCard key={report.resortId} aria-labelledby={`weather-${report.resortId}`}>
          <header>
            <Heading id={`weather-${report.resortId}`} as="h2">
              {report.resortName}
            </Heading>
            <a href={`/resorts/${report.resortId}`}>Visit {report.resortName}</a>
          </header>
          {report.alert ? (
            <p role="note">
              ⚠ {report.alert.title}: {report.alert.message}
            </p>
          ) : null}
          <WeatherSummary report={report} />
        </WeatherCard>
      ))}
    </PageContainer>
  );
}

// Pages few visits start on come in their own files, so home and the resort pages do not carry them.
const SearchPage = lazy(() => import('./search-page').then((m) => ({ default: m.SearchPage })));
const ContactPage = lazy(() => import('./contact-page').then((m) => ({ default: m.ContactPage })));
const PlanPage = lazy(() => import('../../planner/plan-page').then((m) => ({ default: m.PlanPage })));
const LAZY_PAGES: Record<string, typeof SearchPage> = { '/search': SearchPage, '/contact': ContactPage, '/plan': PlanPage };

export { isContentPath };

/** The shell's content pages: home's blocks, each resort's page, the weather page. */
export function ContentRoot() {
  const { pathname } = useLocation();
  if (pathname === '/weather') return <WeatherPage />;
  const Page = LAZY_PAGES[pathname];
  if (Page)
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  if (!isContentPath(pathname)) return null;
  return <BlockPage path={pathname.replace(/\/$/, '') || '/'} />;
}
