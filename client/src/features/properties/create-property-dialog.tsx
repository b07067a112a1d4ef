import type { CreatePropertyInput } from '@common/properties';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCreateProperty } from './api/create-property';
import { CreatePropertyForm } from './create-property-form';
import { useManagerOptions } from './use-manager-options';

/** The footer's Create button and its new-property form. */
export function CreatePropertyDialog() {
  const [open, setOpen] = useState(false);
  const managers = useManagerOptions(open);
  const createProperty = useCreateProperty();

  const handleSubmit = async (input: CreatePropertyInput) => {
    const created = await createProperty.mutateAsync(input);
    setOpen(false);
    toast({ title: 'Property created', description: `${created.name} was added to the portfolio.` });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Create
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create property</DialogTitle>
          <DialogDescription>
            Add a building to the portfolio. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {/* Radix unmounts the content when closed, so each opening starts from an empty form. */}
        <CreatePropertyForm managers={managers} onSubmit={handleSubmit} />
      </DialogContent>
    </Dialog>
  );
}
