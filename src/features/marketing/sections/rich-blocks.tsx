import type { RichBlock } from '@/content/types';

export function RichBlocks({ blocks, headingLevel = 'h3' }: { blocks: readonly RichBlock[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-4 text-base leading-7 text-foreground/90">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <Heading key={key} className="mt-4 text-xl font-semibold text-foreground">
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'callout':
            return (
              <p key={key} className="rounded-lg border-l-4 border-brand bg-accent/50 p-4 text-sm">
                {block.text}
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key} className={block.ordered ? 'list-decimal space-y-1 pl-6' : 'list-disc space-y-1 pl-6'}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
