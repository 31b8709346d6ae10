"use client";

// The button that opens the invitation of a consultant; the page labels and styles it (buttonClass, on the server).
// A module of its own, so that only the pages that show it load its loader (dialogButton).
import { dialogButton } from "@/components/ui/lazy-dialog";

export const InviteConsultantButton = dialogButton(() => import("./invite-consultant-dialog"));
