import { ROBOTS_CACHE_CONTROL, robotsTxt } from '@/features/seo/robots';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(robotsTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ROBOTS_CACHE_CONTROL },
  });
}
