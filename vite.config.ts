import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

type ModuleGraph = {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
};

const sharedUiVendors =
  /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|lucide-react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|cmdk|@tanstack|zod)[\\/]/;
/** Forms and date pickers: only the screens with a form on them load these. */
const formVendors = /node_modules[\\/](react-hook-form|@hookform|date-fns|@date-fns|react-day-picker)[\\/]/;
const sharedClientCode = /client[\\/]src[\\/](components|lib)[\\/]/;
const commonCode = /common[\\/]src[\\/]/;
const zod = /node_modules[\\/]zod[\\/]/;

/**
 * radix-ui re-exports every primitive from one index, so that index imports them all, whichever one a
 * module takes from it. Only the primitives the entry's own code takes (Button's Slot) are the entry's;
 * the others, reached from the entry only through that index, are lazily loaded code.
 */
const radixIndex = /node_modules[\\/]radix-ui[\\/]/;
const radixInEntry = /node_modules[\\/]@radix-ui[\\/]react-slot[\\/]/;
const importsFrom = (id: string, importer: string) => !radixIndex.test(importer) || radixInEntry.test(id);
const inEntryGraph = new Map<string, boolean>();

/**
 * Whether a module is reached from the entry by static imports only (it then belongs to the entry).
 * The bundler marks a lazily imported module as an entry too (of its own chunk): only an entry that
 * nothing imports dynamically is the page's.
 */
function isStaticallyLoaded(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  const known = inEntryGraph.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  const pageEntry = !!info && info.isEntry && info.dynamicImporters.length === 0;
  const result =
    !!info &&
    (pageEntry ||
      info.importers.some(
        (importer) => importsFrom(id, importer) && isStaticallyLoaded(importer, graph, seen),
      ));
  inEntryGraph.set(id, result);
  return result;
}

/**
 * A rule of common/ that imports nothing but other rules and zod: each is a few hundred bytes, and left
 * alone each lazily loaded one was a file of its own (a cold screen fetched a dozen of them). One that
 * brings a library (markdown's remark plugins) stays with the screens that use it.
 */
function isPlainRule(id: string, graph: ModuleGraph): boolean {
  const info = graph.getModuleInfo(id);
  return (
    commonCode.test(id) &&
    !!info &&
    info.importedIds.every((imported) => commonCode.test(imported) || zod.test(imported))
  );
}

/**
 * Lazily loaded shared code in a few chunks: UI libraries, form libraries, and our own components,
 * lib and rules.
 */
function lazyChunkGroup(id: string, graph: ModuleGraph): string | null {
  const group = sharedUiVendors.test(id)
    ? 'ui-vendor'
    : formVendors.test(id)
      ? 'form-vendor'
      : sharedClientCode.test(id) || isPlainRule(id, graph)
        ? 'ui'
        : null;
  return group && !isStaticallyLoaded(id, graph) ? group : null;
}

/*
 * Recharts, the libraries only it uses, and our chart kit (components/charts): one chunk, loaded only by
 * the screens that draw charts. Without its own group the chart kit would join the shared 'ui' chunk
 * that every lazy screen loads, and recharts with it. A module imported only from that chunk (react-is,
 * d3, redux for recharts) joins it too: left with the first screen that loads the kit, it would make
 * that screen's chunk and this one import each other, and one of them could run before the other is
 * ready. Icons reach modules through lucide's index, which hides who uses them, so the kit draws its own.
 */
const chartModules = /node_modules[\\/]recharts[\\/]|client[\\/]src[\\/]components[\\/]charts[\\/]/;
const chartsOnly = new Map<string, boolean>();

function onlyForCharts(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (chartModules.test(id)) return true;
  const known = chartsOnly.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  const result =
    !!info &&
    !info.isEntry &&
    info.dynamicImporters.length === 0 &&
    info.importers.length > 0 &&
    info.importers.every((importer) => onlyForCharts(importer, graph, seen));
  chartsOnly.set(id, result);
  return result;
}

function lazyCharts(id: string, graph: ModuleGraph): string | null {
  return onlyForCharts(id, graph) && !isStaticallyLoaded(id, graph) ? 'charts' : null;
}

/**
 * The analytics API hooks and figures (lib/analytics), shared by the analytics screens and the small
 * charts of the dashboard and property page: a chunk of their own, so the 'ui' chunk every lazy screen
 * loads does not carry them.
 */
const analyticsLib = /client[\\/]src[\\/]lib[\\/]analytics[\\/]/;

function lazyAnalytics(id: string, graph: ModuleGraph): string | null {
  return analyticsLib.test(id) && !isStaticallyLoaded(id, graph) ? 'analytics' : null;
}

const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Every icon a lazy screen uses, in one chunk (each shared icon was otherwise a file of its own). */
function lazyIcons(id: string): string | null {
  return lucideIcon.test(id) ? 'icons' : null;
}

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common/src', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger lazy chunks: a cold visit to a screen otherwise fetches ~40 small files over
        // HTTP/1.1's six connections and its API calls queue behind them (bench/stacking-plan.ts).
        // What the first screen loads statically stays in the entry chunk, so its size is unchanged.
        // Icons that several lazy screens share go into one chunk, not one file each: a cold /deals
        // fetched some thirty files of a few hundred bytes, in waves.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: lazyCharts, debugName: 'charts', priority: 3 },
            { name: lazyAnalytics, debugName: 'analytics', priority: 3 },
            { name: lazyChunkGroup, debugName: 'lazy-ui', priority: 2 },
            { name: lazyIcons, debugName: 'icons', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The API refuses writes whose Origin is not its own host. A page of this dev server is the
        // API's own origin seen through the proxy, so its Origin is rewritten; any other is passed on.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyRequest, request) => {
            if (request.headers.origin === `http://${request.headers.host}`) {
              proxyRequest.setHeader('origin', apiTarget);
            }
          });
        },
      },
    },
  },
});
