"use client";

// A dialog whose form sends one request to the team through POST /api/email (inviting a consultant or
// a company, the corporate plan): the form validated with the request's schema, the error of a failed
// send, the send button, and the thanks once it is sent. The dialog names its fields; this frame does
// the rest the same way for every request.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import type { LazyDialogProps } from "@/components/ui/lazy-dialog";
import type { EmailRequest } from "@/lib/email/requests-schema";
import { useBindField, type BoundField } from "./bind-field";
import { RequestDialog, RequestFormEnd, RequestSent, useEmailRequest } from "./request-dialog";

export type BindRequestField<T extends FieldValues> = (name: Path<T>, values?: Record<string, string | number>) => BoundField;

export function EmailRequestFormDialog<In extends FieldValues, Out extends EmailRequest>({
  open,
  onOpenChange,
  onCloseAutoFocus,
  schema,
  defaultValues,
  title,
  description,
  sentText,
  failedText,
  sendLabel,
  children,
}: LazyDialogProps & {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  title: string;
  description: string;
  sentText: string;
  failedText: string;
  sendLabel: string;
  /** The form's fields, each bound through `field(name)` (id, error text and register()). */
  children: (field: BindRequestField<In>) => ReactNode;
}) {
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues,
  });
  const field = useBindField(register, formState.errors, id);
  const request = useEmailRequest(reset);
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      description={description}
      status={request.status}
      onClosed={() => request.setStatus("idle")}
      sent={<RequestSent text={sentText} />}
    >
      <form onSubmit={handleSubmit(request.send)} noValidate className="space-y-4">
        {children(field)}
        <RequestFormEnd failed={request.status === "failed"} failedText={failedText} sendLabel={sendLabel} busy={formState.isSubmitting} />
      </form>
    </RequestDialog>
  );
}
