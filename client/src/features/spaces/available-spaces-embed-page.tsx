import { MapPinOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { useListingsEmbed } from './api/get-listings-embed';
import { embedOrigin, navigationTarget } from './embed-navigation';

/** The embedded listings site's frame sandbox: same-origin, scripts, forms, popups, modals, downloads, top navigation. */
export const embedSandbox =
  'allow-same-origin allow-scripts allow-forms allow-popups allow-modals allow-downloads allow-top-navigation';

/**
 * /available-spaces: the listings site's interactive map in a full-screen frame. The original hid
 * the site's headers by re-styling the frame every 500 ms; a cross-origin frame cannot be styled
 * from here, so the listings site is expected to offer a header-less embed view instead.
 */
export function AvailableSpacesEmbedPage() {
  const embed = useListingsEmbed();
  if (embed.isPending) return <div className="h-[calc(100dvh-3.5rem)] w-full animate-pulse bg-muted" />;
  const url = embed.data?.url ?? undefined;
  const origin = embedOrigin(url);
  if (!url || !origin) return <EmbedNotConfigured />;
  return <ListingsFrame url={url} origin={origin} />;
}

function ListingsFrame({ url, origin }: { url: string; origin: string }) {
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      // Only our own frame, not another window that happens to share the origin.
      if (event.source !== frame.current?.contentWindow) return;
      const target = navigationTarget(event, origin);
      if (target) navigate(target);
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [origin, navigate]);

  return (
    <div className="h-[calc(100dvh-3.5rem)] w-full">
      <h1 className="sr-only">Available Spaces Map</h1>
      <iframe
        ref={frame}
        src={url}
        title="Available spaces listings"
        sandbox={embedSandbox}
        className="block h-full w-full border-0"
      />
    </div>
  );
}

function EmbedNotConfigured() {
  return (
    <PageContainer>
      <PageHeader title="Available Spaces Map" />
      <EmptyState
        icon={MapPinOff}
        title="Listings site not configured"
        description="The interactive listings map has no site to show yet. An administrator can set the listings site address (LISTINGS_EMBED_URL) when LeaseLens starts. Meanwhile, every vacant and upcoming suite is on the Available Spaces list."
        action={
          <Button asChild>
            <Link to="/spaces">Browse Available Spaces</Link>
          </Button>
        }
        className="bg-card py-16"
      />
    </PageContainer>
  );
}
