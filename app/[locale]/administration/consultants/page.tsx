import { setRequestLocale } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <ComingSoon page="administrationConsultants" />;
}
