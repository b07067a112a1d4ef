import type { RiskInsight } from '@common/risk';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export type RecommendationsCardProps = {
  title: string;
  items: RiskInsight[];
  /** Shown when no rule fired. */
  emptyText: string;
  onAction: (item: RiskInsight) => void;
};

/** 'AI-Generated Insights' and 'Building Health Recommendations' — title, description, action link. */
export function RecommendationsCard({ title, items, emptyText, onAction }: RecommendationsCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          <ul aria-label={title} className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 rounded-lg border border-border p-3">
                <p className="font-medium text-foreground text-sm">{item.title}</p>
                <p className="text-muted-foreground text-sm">{item.description}</p>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto self-start px-0"
                  onClick={() => onAction(item)}
                >
                  {item.actionLabel}
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
