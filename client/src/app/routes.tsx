import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { stackingPlanLoader } from '@/features/stacking-plan/api/get-stacking-plan';
import { RequireAuth } from './require-auth';
import { InitialLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/** A route's screen, loaded on first visit so the first screen's JavaScript stays small. */
type LazyScreen = () => Promise<{ Component: ComponentType }>;

function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A screen's loader kept in its own small chunk: it starts the screen's queries as soon as that chunk
 * arrives, in parallel with the screen's code and the session check, instead of after the screen's first
 * render. It answers at once (null), so the screen never waits for it.
 */
function prefetchingLoader(load: () => Promise<(args: LoaderFunctionArgs) => null>): LoaderFunction {
  return (args) => {
    void load().then(
      (loader) => loader(args),
      () => undefined, // the screen's own queries fetch what the loader could not
    );
    return null;
  };
}

const placeholder = lazyScreen(
  () => import('./placeholder'),
  (m) => m.PlaceholderPage,
);

const stackingPlanScreen = lazyScreen(
  () => import('@/features/stacking-plan/stacking-plan-page'),
  (m) => m.StackingPlanPage,
);

const assetsScreen = lazyScreen(
  () => import('@/features/properties/assets-page'),
  (m) => m.AssetsPage,
);

const assetsLoader = prefetchingLoader(
  async () => (await import('@/features/properties/api/assets-loader')).assetsLoader,
);

/** One shell screen: its path, its title (h1 of placeholders and the document title) and its code. */
function screen(path: string, title: string, lazy: LazyScreen = placeholder): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy };
}

/**
 * Every screen of the shell, including the targets links point to. A screen not built yet shows
 * `placeholder` ('This feature is coming soon.'); building it means replacing that with
 * `lazyScreen(() => import('@/features/<area>/<page>'), (m) => m.Page)`.
 */
const shellScreens: RouteObject[] = [
  { ...screen('portfolio', 'Assets', assetsScreen), loader: assetsLoader },
  { ...screen('properties', 'Assets', assetsScreen), loader: assetsLoader },
  screen(
    'properties/:id',
    'Property',
    lazyScreen(
      () => import('@/features/property-detail/property-detail-page'),
      (m) => m.PropertyDetailPage,
    ),
  ),
  {
    ...screen(
      'tenants',
      'Tenant Directory',
      lazyScreen(
        () => import('@/features/tenants/tenant-directory-page'),
        (m) => m.TenantDirectoryPage,
      ),
    ),
    loader: prefetchingLoader(
      async () => (await import('@/features/tenants/api/tenant-directory-loader')).tenantDirectoryLoader,
    ),
  },
  screen(
    'tenants/:id',
    'Tenant',
    lazyScreen(
      () => import('@/features/tenants/tenant-detail-page'),
      (m) => m.TenantDetailPage,
    ),
  ),
  screen(
    'leases',
    'Lease Documents',
    lazyScreen(
      () => import('@/features/leases/leases-page'),
      (m) => m.LeasesPage,
    ),
  ),
  screen(
    'leases/:id/renew',
    'Renew Lease',
    lazyScreen(
      () => import('@/features/leases/renew-lease-page'),
      (m) => m.RenewLeasePage,
    ),
  ),
  {
    ...screen(
      'opportunities',
      'AI Opportunities',
      lazyScreen(
        () => import('@/features/ai-opportunities/ai-opportunities-page'),
        (m) => m.AiOpportunitiesPage,
      ),
    ),
    loader: prefetchingLoader(
      async () =>
        (await import('@/features/ai-opportunities/api/ai-opportunities-loader')).aiOpportunitiesLoader,
    ),
  },
  // The old opportunity and deal screens open the deal screen (their ?tab= and anchor kept).
  screen(
    'opportunity-detail/:id',
    'Deal',
    lazyScreen(
      () => import('@/features/deals/workspace/legacy-deal-redirect'),
      (m) => m.OldOpportunityDetailRoute,
    ),
  ),
  screen(
    'deals',
    'Deal Pipeline',
    lazyScreen(
      () => import('@/features/deals/deal-pipeline-page'),
      (m) => m.DealPipelinePage,
    ),
  ),
  screen(
    'deals/new',
    'New Deal',
    lazyScreen(
      () => import('@/features/deals/deal-pipeline-page'),
      (m) => m.NewDealPage,
    ),
  ),
  // One screen per deal; 'deals/new' above is Add Deal (a static segment wins over ':id').
  screen(
    'deals/:id',
    'Deal',
    lazyScreen(
      () => import('@/features/deals/workspace/deal-workspace-page'),
      (m) => m.DealWorkspacePage,
    ),
  ),
  screen(
    'deal-detail/:id',
    'Deal',
    lazyScreen(
      () => import('@/features/deals/workspace/legacy-deal-redirect'),
      (m) => m.OldDealDetailRoute,
    ),
  ),
  screen('campaigns', 'Campaign Automation'),
  screen('ai-briefings', 'AI Briefings'),
  screen('space-planning', 'Space Planning'),
  screen(
    'heatmap',
    'Heatmap',
    lazyScreen(
      () => import('@/features/heatmap/heatmap-page'),
      (m) => m.HeatmapPage,
    ),
  ),
  screen(
    'analytics',
    'Analytics',
    lazyScreen(
      () => import('@/features/analytics/analytics-page'),
      (m) => m.AnalyticsPage,
    ),
  ),
  screen(
    'rent-roll',
    'Rent Roll',
    lazyScreen(
      () => import('@/features/rent-roll/rent-roll-page'),
      (m) => m.RentRollPage,
    ),
  ),
  screen(
    'settings',
    'Settings',
    lazyScreen(
      () => import('@/features/settings/settings-page'),
      (m) => m.SettingsPage,
    ),
  ),
  screen(
    'lease-comps',
    'Lease Comps',
    lazyScreen(
      () => import('@/features/lease-comps/lease-comps-page'),
      (m) => m.LeaseCompsPage,
    ),
  ),
  // A static loader starts fetching the plan with the session check, before the screen's code loads.
  { ...screen('stacking-plan', 'Stacking plan', stackingPlanScreen), loader: stackingPlanLoader },
  { ...screen('stacking-plans', 'Stacking plan', stackingPlanScreen), loader: stackingPlanLoader },
  screen(
    'options',
    'Options',
    lazyScreen(
      () => import('@/features/options/options-page'),
      (m) => m.OptionsPage,
    ),
  ),
  screen(
    'critical-dates',
    'Critical Dates',
    lazyScreen(
      () => import('@/features/critical-dates/critical-dates-page'),
      (m) => m.CriticalDatesPage,
    ),
  ),
  screen(
    'training',
    'Training Center',
    lazyScreen(
      () => import('@/features/training/training-page'),
      (m) => m.TrainingPage,
    ),
  ),
  screen(
    'training/content/:id',
    'Training Lesson',
    lazyScreen(
      () => import('@/features/training/lesson-page'),
      (m) => m.LessonPage,
    ),
  ),
  screen(
    'listings-search',
    'Tenant Database Search',
    lazyScreen(
      () => import('@/features/listings-search/listings-search-page'),
      (m) => m.ListingsSearchPage,
    ),
  ),
  screen(
    'risk-demo',
    'LeaseSheriff Integration',
    lazyScreen(
      () => import('@/features/risk/risk-demo-page'),
      (m) => m.RiskDemoPage,
    ),
  ),
  screen(
    'spaces',
    'Available Spaces',
    lazyScreen(
      () => import('@/features/spaces/spaces-page'),
      (m) => m.SpacesPage,
    ),
  ),
  screen(
    'spaces/:id',
    'Space',
    lazyScreen(
      () => import('@/features/spaces/space-detail-page'),
      (m) => m.SpaceDetailPage,
    ),
  ),
  screen(
    'available-spaces',
    'Available Spaces Map',
    lazyScreen(
      () => import('@/features/spaces/available-spaces-embed-page'),
      (m) => m.AvailableSpacesEmbedPage,
    ),
  ),
  screen(
    '*',
    'Page not found',
    lazyScreen(
      () => import('./not-found'),
      (m) => m.NotFound,
    ),
  ),
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: InitialLoading,
    ErrorBoundary: RouteError,
    children: [
      screen(
        'login',
        'Sign in',
        lazyScreen(
          () => import('@/features/auth/login-page'),
          (m) => m.LoginPage,
        ),
      ),
      {
        Component: RequireAuth,
        children: [
          // Print-ready, so outside the shell (Preview opens it in a new tab).
          screen(
            'stacking-plan/print',
            'Stacking plan',
            lazyScreen(
              () => import('@/features/stacking-plan/stacking-print-page'),
              (m) => m.StackingPrintPage,
            ),
          ),
          {
            index: true,
            handle: { title: 'Dashboard' } satisfies RouteHandle,
            lazy: lazyScreen(
              () => import('@/features/dashboard/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            lazy: lazyScreen(
              () => import('./app-shell'),
              (m) => m.AppShell,
            ),
            // Pathless, so a screen that fails shows its error inside the shell.
            children: [{ ErrorBoundary: RouteError, children: shellScreens }],
          },
        ],
      },
    ],
  },
];
