// Reference data every installation needs: the postal-code gazetteer, the consulting topics,
// the rating categories, the questionnaire and the pricing plans.
// Idempotent: existing rows are never rewritten (administrators may have edited topics,
// categories and questions), missing ones are added. Pricing plans are the exception: they
// are product data kept in this one place, so a changed plan here updates the stored one.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import { CANTONS as APP_CANTONS } from "@/lib/geo/cantons";
import type { Canton, QuestionType } from "@/lib/db/generated/enums";

type L10n = { de: string; en: string; fr: string; it: string };

// The 26 cantons, as the application validates them.
export const CANTONS: readonly Canton[] = APP_CANTONS;

// ------------------------------------------------------------------ consulting topics

type TopicSeed = { key: string; icon: string; name: L10n; description: L10n };

const CONSULTING_TOPICS: readonly TopicSeed[] = [
  {
    key: "financial",
    icon: "financial.svg",
    name: { de: "Finanzberatung", en: "Financial advice", fr: "Conseil financier", it: "Consulenza finanziaria" },
    description: {
      de: "Ganzheitliche Beratung zu Budget, Vorsorge, Vermögensaufbau und Pensionierungsplanung – abgestimmt auf Ihre Lebenssituation.",
      en: "Holistic advice on budgeting, retirement provision, building wealth and retirement planning – tailored to your situation in life.",
      fr: "Conseil global en matière de budget, de prévoyance, de constitution de patrimoine et de planification de la retraite – adapté à votre situation de vie.",
      it: "Consulenza globale su budget, previdenza, costituzione del patrimonio e pianificazione del pensionamento, su misura per la sua situazione di vita.",
    },
  },
  {
    key: "insurance",
    icon: "insurance.svg",
    name: { de: "Versicherungsberatung", en: "Insurance advice", fr: "Conseil en assurances", it: "Consulenza assicurativa" },
    description: {
      de: "Analyse und Optimierung Ihres Versicherungsschutzes: Krankenkasse, Sach- und Haftpflichtversicherungen, Lebensversicherungen und die Absicherung von Risiken wie Invalidität und Tod.",
      en: "Analysis and optimisation of your insurance cover: health insurance, property and liability insurance, life insurance and protection against risks such as disability and death.",
      fr: "Analyse et optimisation de votre couverture d’assurance : caisse-maladie, assurances de choses et responsabilité civile, assurances-vie et protection contre les risques d’invalidité et de décès.",
      it: "Analisi e ottimizzazione della sua copertura assicurativa: cassa malati, assicurazioni di cose e di responsabilità civile, assicurazioni sulla vita e protezione contro i rischi di invalidità e decesso.",
    },
  },
  {
    key: "bank",
    icon: "bank.svg",
    name: { de: "Bankberatung", en: "Banking advice", fr: "Conseil bancaire", it: "Consulenza bancaria" },
    description: {
      de: "Beratung zu Konten, Zahlungsverkehr, Sparen, Krediten und Finanzierungen sowie zu den Dienstleistungen Ihrer Bank.",
      en: "Advice on accounts, payments, savings, loans and financing, and on the services of your bank.",
      fr: "Conseil sur les comptes, le trafic des paiements, l’épargne, les crédits et les financements ainsi que sur les prestations de votre banque.",
      it: "Consulenza su conti, traffico dei pagamenti, risparmio, crediti e finanziamenti, nonché sui servizi della sua banca.",
    },
  },
  {
    key: "realEstate",
    icon: "realEstate.svg",
    name: { de: "Immobilienberatung", en: "Real estate advice", fr: "Conseil immobilier", it: "Consulenza immobiliare" },
    description: {
      de: "Unterstützung beim Kauf, Verkauf und bei der Bewertung von Wohneigentum und Renditeliegenschaften sowie bei Hypotheken und Tragbarkeit.",
      en: "Support with buying, selling and valuing residential and investment property, and with mortgages and affordability.",
      fr: "Accompagnement pour l’achat, la vente et l’estimation de logements et d’immeubles de rendement, ainsi que pour les hypothèques et la capacité financière.",
      it: "Supporto nell’acquisto, nella vendita e nella valutazione di abitazioni e immobili a reddito, nonché per ipoteche e sostenibilità finanziaria.",
    },
  },
  {
    key: "tax",
    icon: "tax.svg",
    name: { de: "Steuerberatung", en: "Tax advice", fr: "Conseil fiscal", it: "Consulenza fiscale" },
    description: {
      de: "Steuererklärung, Steueroptimierung und Steuerplanung für Privatpersonen, Selbständige und Unternehmen, etwa bei Einkäufen in die Pensionskasse oder in die Säule 3a.",
      en: "Tax returns, tax optimisation and tax planning for private individuals, the self-employed and companies, for example for pension fund buy-ins or pillar 3a.",
      fr: "Déclaration d’impôts, optimisation et planification fiscales pour particuliers, indépendants et entreprises, par exemple lors de rachats dans la caisse de pension ou du pilier 3a.",
      it: "Dichiarazione d’imposta, ottimizzazione e pianificazione fiscale per privati, indipendenti e aziende, ad esempio per riscatti nella cassa pensione o il pilastro 3a.",
    },
  },
  {
    key: "trust",
    icon: "trust.svg",
    name: { de: "Treuhand", en: "Fiduciary services", fr: "Fiduciaire", it: "Fiduciaria" },
    description: {
      de: "Buchhaltung, Lohnadministration, Jahresabschlüsse und Firmengründungen sowie Nachlass- und Vermögensverwaltung für KMU und Privatpersonen.",
      en: "Bookkeeping, payroll, annual accounts and company formation, as well as estate and asset administration for SMEs and private individuals.",
      fr: "Comptabilité, gestion des salaires, bouclements annuels et création d’entreprises, ainsi qu’administration de successions et de biens pour PME et particuliers.",
      it: "Contabilità, amministrazione dei salari, chiusure annuali e costituzione di società, nonché amministrazione di successioni e patrimoni per PMI e privati.",
    },
  },
  {
    key: "assetManagement",
    icon: "assetManagement.svg",
    name: { de: "Vermögensverwaltung", en: "Asset management", fr: "Gestion de fortune", it: "Gestione patrimoniale" },
    description: {
      de: "Professionelle Verwaltung Ihres Vermögens nach Ihrem Risikoprofil und Ihren Anlagezielen – von der Anlagestrategie bis zum laufenden Reporting.",
      en: "Professional management of your assets in line with your risk profile and investment goals – from investment strategy to ongoing reporting.",
      fr: "Gestion professionnelle de votre patrimoine selon votre profil de risque et vos objectifs de placement – de la stratégie d’investissement au reporting régulier.",
      it: "Gestione professionale del suo patrimonio in base al suo profilo di rischio e ai suoi obiettivi d’investimento, dalla strategia d’investimento al reporting periodico.",
    },
  },
];

// ------------------------------------------------------------------ rating categories

type CategorySeed = { key: string; name: L10n };

const RATING_CATEGORIES: readonly CategorySeed[] = [
  { key: "expertise", name: { de: "Fachkompetenz", en: "Expertise", fr: "Compétence professionnelle", it: "Competenza professionale" } },
  {
    key: "adviceQuality",
    name: {
      de: "Beratungsqualität & Bedürfnisse",
      en: "Quality of advice & needs",
      fr: "Qualité du conseil et besoins",
      it: "Qualità della consulenza ed esigenze",
    },
  },
  {
    key: "transparency",
    name: {
      de: "Transparenz & Verhaltensregeln",
      en: "Transparency & rules of conduct",
      fr: "Transparence et règles de comportement",
      it: "Trasparenza e regole di comportamento",
    },
  },
  {
    key: "communication",
    name: {
      de: "Kommunikation & Erreichbarkeit",
      en: "Communication & availability",
      fr: "Communication et disponibilité",
      it: "Comunicazione e reperibilità",
    },
  },
  { key: "satisfaction", name: { de: "Gesamtzufriedenheit", en: "Overall satisfaction", fr: "Satisfaction globale", it: "Soddisfazione complessiva" } },
];

// ------------------------------------------------------------------ questionnaire

type QuestionSeed = {
  type: QuestionType;
  category: string | null;
  required: boolean;
  text: L10n;
  description?: L10n;
  customerHint?: L10n;
  prefix?: L10n;
  suffix?: L10n;
  options?: { text: L10n; points: number }[];
};

const STARS: L10n = {
  de: "1 Stern = ungenügend, 5 Sterne = hervorragend",
  en: "1 star = poor, 5 stars = excellent",
  fr: "1 étoile = insuffisant, 5 étoiles = excellent",
  it: "1 stella = insufficiente, 5 stelle = eccellente",
};

const QUESTIONS: readonly QuestionSeed[] = [
  {
    type: "rating",
    category: "expertise",
    required: true,
    text: {
      de: "Wie beurteilen Sie das Fachwissen Ihrer Beraterin oder Ihres Beraters?",
      en: "How would you rate your adviser’s expertise?",
      fr: "Comment évaluez-vous les connaissances professionnelles de votre conseillère ou conseiller ?",
      it: "Come valuta le competenze professionali della sua consulente o del suo consulente?",
    },
    description: STARS,
  },
  {
    type: "scaleRating",
    category: "expertise",
    required: true,
    text: {
      de: "Wie verständlich wurden Ihnen Produkte, Risiken und Alternativen erklärt?",
      en: "How clearly were products, risks and alternatives explained to you?",
      fr: "Dans quelle mesure les produits, les risques et les alternatives vous ont-ils été expliqués de façon compréhensible ?",
      it: "In che misura prodotti, rischi e alternative le sono stati spiegati in modo comprensibile?",
    },
    description: {
      de: "1 = kaum verständlich, 5 = sehr verständlich",
      en: "1 = hard to follow, 5 = very clear",
      fr: "1 = peu compréhensible, 5 = très compréhensible",
      it: "1 = poco comprensibile, 5 = molto comprensibile",
    },
  },
  {
    type: "rating",
    category: "adviceQuality",
    required: true,
    text: {
      de: "Wie gut wurde auf Ihre persönliche Situation, Ihre Ziele und Ihre Bedürfnisse eingegangen?",
      en: "How well did the advice address your personal situation, goals and needs?",
      fr: "Dans quelle mesure votre situation personnelle, vos objectifs et vos besoins ont-ils été pris en compte ?",
      it: "In che misura sono stati presi in considerazione la sua situazione personale, i suoi obiettivi e le sue esigenze?",
    },
    description: STARS,
  },
  {
    type: "yesNo",
    category: "adviceQuality",
    required: false,
    text: {
      de: "Wurden vor der Empfehlung Ihre finanziellen Verhältnisse, Ihre Anlageziele und Ihre Risikobereitschaft abgeklärt (Risikoprofil, Eignungs- oder Angemessenheitsprüfung)?",
      en: "Before a recommendation was made, were your financial situation, investment goals and risk tolerance assessed (risk profile, suitability or appropriateness check)?",
      fr: "Avant la recommandation, votre situation financière, vos objectifs de placement et votre tolérance au risque ont-ils été évalués (profil de risque, vérification de l’adéquation ou du caractère approprié) ?",
      it: "Prima della raccomandazione sono stati verificati la sua situazione finanziaria, i suoi obiettivi d’investimento e la sua propensione al rischio (profilo di rischio, verifica dell’adeguatezza o dell’appropriatezza)?",
    },
    description: {
      de: "Vorgeschrieben bei Anlageberatung und Vermögensverwaltung (FIDLEG). Überspringen Sie die Frage, wenn es in Ihrer Beratung nicht um Anlagen ging.",
      en: "Required for investment advice and asset management under the Financial Services Act (FinSA). Skip this question if your advice was not about investments.",
      fr: "Obligatoire pour le conseil en placement et la gestion de fortune (LSFin). Passez cette question si votre conseil ne portait pas sur des placements.",
      it: "Obbligatorio per la consulenza in investimenti e la gestione patrimoniale (LSerFi). Salti questa domanda se la consulenza non riguardava investimenti.",
    },
    customerHint: {
      de: "Bei Anlageberatung und Vermögensverwaltung müssen Finanzdienstleister Ihre Kenntnisse und Erfahrungen, Ihre finanziellen Verhältnisse und Ihre Anlageziele abklären, bevor sie etwas empfehlen (FIDLEG). Fragen Sie nach, auf welcher Grundlage die Empfehlung beruht.",
      en: "For investment advice and asset management, financial service providers must establish your knowledge and experience, your financial situation and your investment goals before recommending anything (FinSA). Ask on what basis the recommendation was made.",
      fr: "Pour le conseil en placement et la gestion de fortune, les prestataires de services financiers doivent s’informer de vos connaissances et de votre expérience, de votre situation financière et de vos objectifs de placement avant toute recommandation (LSFin). Demandez sur quelle base la recommandation a été faite.",
      it: "Per la consulenza in investimenti e la gestione patrimoniale, i fornitori di servizi finanziari devono informarsi sulle sue conoscenze ed esperienze, sulla sua situazione finanziaria e sui suoi obiettivi d’investimento prima di raccomandare qualcosa (LSerFi). Chieda su quale base è stata formulata la raccomandazione.",
    },
  },
  {
    type: "select",
    category: "transparency",
    required: true,
    text: {
      de: "Wurden Ihnen die Kosten und Gebühren sowie allfällige Entschädigungen Dritter (Retrozessionen, Provisionen) offengelegt?",
      en: "Were costs and fees, and any compensation from third parties (retrocessions, commissions), disclosed to you?",
      fr: "Les coûts et frais ainsi que d’éventuelles rémunérations de tiers (rétrocessions, commissions) vous ont-ils été communiqués ?",
      it: "Le sono stati comunicati i costi e le commissioni nonché eventuali indennità di terzi (retrocessioni, provvigioni)?",
    },
    customerHint: {
      de: "Finanzdienstleister müssen Sie über die Kosten und ihre wirtschaftlichen Bindungen informieren (Art. 8 FIDLEG). Entschädigungen von Dritten dürfen sie nur behalten, wenn sie Sie vorher ausdrücklich darüber informiert haben und Sie darauf verzichtet haben – sonst stehen sie Ihnen zu (Art. 26 FIDLEG). Für Versicherungsvermittler gelten vergleichbare Informationspflichten nach dem VAG. Verlangen Sie eine schriftliche Aufstellung.",
      en: "Financial service providers must inform you about costs and their economic ties (Art. 8 FinSA). They may only keep compensation from third parties if they informed you expressly beforehand and you waived it – otherwise it belongs to you (Art. 26 FinSA). Insurance intermediaries have comparable duties to inform under the Insurance Supervision Act. Ask for a written breakdown.",
      fr: "Les prestataires de services financiers doivent vous informer des coûts et de leurs liens économiques (art. 8 LSFin). Ils ne peuvent conserver les rémunérations versées par des tiers que s’ils vous en ont expressément informé au préalable et que vous y avez renoncé – à défaut, elles vous reviennent (art. 26 LSFin). Les intermédiaires d’assurance ont des obligations d’information comparables selon la LSA. Demandez un décompte écrit.",
      it: "I fornitori di servizi finanziari devono informarla sui costi e sui loro legami economici (art. 8 LSerFi). Possono trattenere le indennità di terzi solo se l’hanno informata espressamente in anticipo e lei vi ha rinunciato; altrimenti le spettano (art. 26 LSerFi). Per gli intermediari assicurativi valgono obblighi d’informazione analoghi secondo la LSA. Chieda un conteggio scritto.",
    },
    options: [
      {
        points: 3,
        text: {
          de: "Ja, vollständig und unaufgefordert",
          en: "Yes, in full and unprompted",
          fr: "Oui, de manière complète et spontanée",
          it: "Sì, in modo completo e spontaneo",
        },
      },
      {
        points: 2,
        text: {
          de: "Ja, aber erst auf Nachfrage",
          en: "Yes, but only when I asked",
          fr: "Oui, mais seulement sur demande",
          it: "Sì, ma solo su mia richiesta",
        },
      },
      { points: 1, text: { de: "Nur teilweise", en: "Only partly", fr: "En partie seulement", it: "Solo in parte" } },
      { points: 0, text: { de: "Nein", en: "No", fr: "Non", it: "No" } },
    ],
  },
  {
    type: "yesNo",
    category: "transparency",
    required: true,
    text: {
      de: "Wurde Ihnen offengelegt, ob Ihre Beraterin oder Ihr Berater unabhängig oder an bestimmte Anbieter gebunden ist?",
      en: "Were you told whether your adviser is independent or tied to particular providers?",
      fr: "Vous a-t-on indiqué si votre conseillère ou conseiller est indépendant ou lié à certains prestataires ?",
      it: "Le è stato comunicato se la sua consulente o il suo consulente è indipendente o vincolato a determinati offerenti?",
    },
    customerHint: {
      de: "Sie haben Anspruch darauf zu erfahren, ob nur Produkte eigener oder verbundener Anbieter empfohlen werden und welche wirtschaftlichen Bindungen bestehen (Art. 8 FIDLEG). Versicherungsvermittler müssen angeben, ob sie gebunden oder ungebunden tätig sind (VAG). Fragen Sie konkret nach.",
      en: "You are entitled to know whether only products of the adviser’s own or affiliated providers are recommended and which economic ties exist (Art. 8 FinSA). Insurance intermediaries must state whether they act as tied or untied intermediaries (Insurance Supervision Act). Ask about it directly.",
      fr: "Vous avez le droit de savoir si seuls des produits du prestataire lui-même ou de prestataires liés sont recommandés et quels liens économiques existent (art. 8 LSFin). Les intermédiaires d’assurance doivent indiquer s’ils agissent en tant qu’intermédiaires liés ou non liés (LSA). Posez la question directement.",
      it: "Ha il diritto di sapere se vengono raccomandati solo prodotti propri o di offerenti collegati e quali legami economici esistono (art. 8 LSerFi). Gli intermediari assicurativi devono indicare se operano come intermediari vincolati o non vincolati (LSA). Lo chieda direttamente.",
    },
  },
  {
    type: "yesNo",
    category: "transparency",
    required: false,
    text: {
      de: "Haben Sie eine schriftliche Zusammenfassung oder ein Protokoll der Beratung erhalten?",
      en: "Did you receive a written summary or record of the advice?",
      fr: "Avez-vous reçu un résumé écrit ou un procès-verbal du conseil ?",
      it: "Ha ricevuto un riassunto scritto o un verbale della consulenza?",
    },
    description: {
      de: "Freiwillig – überspringen Sie die Frage, wenn sie auf Ihre Beratung nicht zutrifft.",
      en: "Optional – skip this question if it does not apply to your advice.",
      fr: "Facultatif – passez cette question si elle ne concerne pas votre conseil.",
      it: "Facoltativo – salti questa domanda se non riguarda la sua consulenza.",
    },
    customerHint: {
      de: "Bei der Anlageberatung müssen Finanzdienstleister Ihre Bedürfnisse und die Gründe ihrer Empfehlung dokumentieren und Ihnen auf Anfrage eine Kopie aushändigen (Art. 15 und 16 FIDLEG). Verlangen Sie diese Unterlagen – sie helfen Ihnen auch später.",
      en: "For investment advice, financial service providers must document your needs and the reasons for their recommendation and give you a copy on request (Art. 15 and 16 FinSA). Ask for these documents – they will help you later, too.",
      fr: "Pour le conseil en placement, les prestataires de services financiers doivent documenter vos besoins et les motifs de leur recommandation et vous en remettre une copie sur demande (art. 15 et 16 LSFin). Demandez ces documents – ils vous seront utiles plus tard.",
      it: "Per la consulenza in investimenti, i fornitori di servizi finanziari devono documentare le sue esigenze e i motivi della raccomandazione e consegnarle una copia su richiesta (art. 15 e 16 LSerFi). Chieda questi documenti: le saranno utili anche in seguito.",
    },
  },
  {
    type: "rating",
    category: "communication",
    required: true,
    text: {
      de: "Wie beurteilen Sie die Erreichbarkeit und die Reaktionszeit bei Ihren Anfragen?",
      en: "How would you rate availability and response times to your enquiries?",
      fr: "Comment évaluez-vous la disponibilité et la rapidité des réponses à vos demandes ?",
      it: "Come valuta la reperibilità e la rapidità delle risposte alle sue richieste?",
    },
    description: STARS,
  },
  {
    type: "scaleRating",
    category: "communication",
    required: true,
    text: {
      de: "Hatten Sie genügend Zeit für Ihre Entscheidungen, ohne unter Verkaufsdruck gesetzt zu werden?",
      en: "Did you have enough time for your decisions without being put under sales pressure?",
      fr: "Avez-vous eu suffisamment de temps pour prendre vos décisions, sans pression commerciale ?",
      it: "Ha avuto abbastanza tempo per le sue decisioni, senza subire pressioni di vendita?",
    },
    description: {
      de: "1 = starker Druck, 5 = kein Druck und genügend Bedenkzeit",
      en: "1 = strong pressure, 5 = no pressure and enough time to think it over",
      fr: "1 = forte pression, 5 = aucune pression et suffisamment de temps de réflexion",
      it: "1 = forte pressione, 5 = nessuna pressione e sufficiente tempo di riflessione",
    },
  },
  {
    type: "rating",
    category: "satisfaction",
    required: true,
    text: {
      de: "Wie zufrieden sind Sie insgesamt mit der Beratung?",
      en: "Overall, how satisfied are you with the advice?",
      fr: "Dans l’ensemble, quel est votre degré de satisfaction à l’égard du conseil ?",
      it: "Nel complesso, qual è il suo grado di soddisfazione per la consulenza?",
    },
    description: STARS,
  },
  {
    type: "select",
    category: "satisfaction",
    required: true,
    text: {
      de: "Würden Sie diese Beraterin oder diesen Berater weiterempfehlen?",
      en: "Would you recommend this adviser to others?",
      fr: "Recommanderiez-vous cette conseillère ou ce conseiller ?",
      it: "Raccomanderebbe questa consulente o questo consulente?",
    },
    options: [
      { points: 3, text: { de: "Ja, auf jeden Fall", en: "Yes, definitely", fr: "Oui, certainement", it: "Sì, senz’altro" } },
      { points: 2, text: { de: "Eher ja", en: "Probably", fr: "Plutôt oui", it: "Piuttosto sì" } },
      { points: 1, text: { de: "Eher nein", en: "Probably not", fr: "Plutôt non", it: "Piuttosto no" } },
      { points: 0, text: { de: "Nein", en: "No", fr: "Non", it: "No" } },
    ],
  },
  {
    type: "text",
    category: null,
    required: false,
    suffix: { de: "Jahre", en: "years", fr: "ans", it: "anni" },
    text: {
      de: "Seit wie vielen Jahren werden Sie von dieser Person beraten?",
      en: "For how many years has this adviser been advising you?",
      fr: "Depuis combien d’années cette personne vous conseille-t-elle ?",
      it: "Da quanti anni questa persona la consiglia?",
    },
    description: {
      de: "Freiwillig – wird nicht bewertet.",
      en: "Optional – not scored.",
      fr: "Facultatif – n’entre pas dans l’évaluation.",
      it: "Facoltativo – non incide sulla valutazione.",
    },
  },
];

// ------------------------------------------------------------------ pricing plans

type PlanSeed = {
  id: "essential" | "professional" | "corporate";
  monthlyPriceChf: number | null;
  perUser: boolean;
  highlighted: boolean;
  features: string[];
  sortOrder: number;
};

// Feature texts live in messages/*.json under these keys.
const PRICING_PLANS: readonly PlanSeed[] = [
  {
    id: "essential",
    monthlyPriceChf: 79,
    perUser: false,
    highlighted: false,
    sortOrder: 10,
    features: [
      "pricing.features.profile",
      "pricing.features.unlimitedEvaluations",
      "pricing.features.ratingLinks",
      "pricing.features.evaluationReplies",
      "pricing.features.contactRequests",
    ],
  },
  {
    id: "professional",
    monthlyPriceChf: 99,
    perUser: false,
    highlighted: true,
    sortOrder: 20,
    features: [
      "pricing.features.everythingInEssential",
      "pricing.features.bookingTool",
      "pricing.features.criticalEvaluationDelay",
      "pricing.features.publicRanking",
      "pricing.features.personalStatistics",
    ],
  },
  {
    // On request: the price is per user and month; sales sets up the subscription.
    id: "corporate",
    monthlyPriceChf: 79,
    perUser: true,
    highlighted: false,
    sortOrder: 30,
    features: [
      "pricing.features.everythingInProfessional",
      "pricing.features.companyProfile",
      "pricing.features.teamStructures",
      "pricing.features.teamStatistics",
      "pricing.features.unlimitedEmployeeProfiles",
    ],
  },
];

// ------------------------------------------------------------------ gazetteer

type GazetteerRow = {
  postalCode: string;
  place: string;
  canton: Canton;
  community: string;
  latitude: number;
  longitude: number;
};

function gazetteerPath(): string {
  const candidates = [fileURLToPath(new URL("../../data/ch-postal-codes.csv", import.meta.url)), path.join(process.cwd(), "data", "ch-postal-codes.csv")];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`postal-code gazetteer not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * The gazetteer as stored: one row per postal code and place. The GeoNames file repeats a
 * locality when it lies in several communities; the first occurrence wins.
 */
function readGazetteer(file = gazetteerPath()): GazetteerRow[] {
  const cantons = new Set<string>(CANTONS);
  const lines = readFileSync(file, "utf8").split(/\r?\n/);
  const header = lines[0]!.split(",");
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`gazetteer: column ${name} missing`);
    return i;
  };
  const [zip, place, canton, community, lat, lon] = [col("zipcode"), col("place"), col("state_code"), col("community"), col("latitude"), col("longitude")];
  const seen = new Set<string>();
  const rows: GazetteerRow[] = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === "") continue;
    // The file has no quoted fields (checked: no commas inside values).
    const f = line.split(",");
    const field = (i: number) => {
      const value = f[i];
      if (value === undefined) throw new Error(`gazetteer: too few columns in "${line}"`);
      return value;
    };
    const row: GazetteerRow = {
      postalCode: field(zip),
      place: field(place),
      canton: field(canton) as Canton,
      community: field(community),
      latitude: Number(field(lat)),
      longitude: Number(field(lon)),
    };
    if (!/^[1-9]\d{3}$/.test(row.postalCode) || !cantons.has(row.canton) || !Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) {
      throw new Error(`gazetteer: bad line ${JSON.stringify(line)}`);
    }
    const key = `${row.postalCode}\u0000${row.place}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

// ------------------------------------------------------------------ seeding

export type ReferenceSummary = {
  postalLocalities: number;
  consultingTopics: number;
  ratingCategories: number;
  questionDefinitions: number;
  pricingPlans: number;
};

type Db = PrismaClient;

export async function seedReference(db: Db): Promise<ReferenceSummary> {
  return {
    postalLocalities: await seedGazetteer(db),
    consultingTopics: await seedTopics(db),
    ratingCategories: await seedCategories(db),
    questionDefinitions: await seedQuestions(db),
    pricingPlans: await seedPricingPlans(db),
  };
}

/** Returns the number of rows inserted. */
async function seedGazetteer(db: Db): Promise<number> {
  const rows = readGazetteer();
  // One statement for the whole file: unnest turns the column arrays back into rows. Rows that
  // exist are filtered before inserting so that a re-run does not even advance the id sequence.
  return db.$executeRaw`
    INSERT INTO "PostalLocality" ("postalCode", "place", "canton", "community", "latitude", "longitude")
    SELECT u."postalCode", u."place", u."canton"::"Canton", u."community", u."latitude", u."longitude"
    FROM unnest(
      ${rows.map((r) => r.postalCode)}::text[],
      ${rows.map((r) => r.place)}::text[],
      ${rows.map((r) => r.canton)}::text[],
      ${rows.map((r) => r.community)}::text[],
      ${rows.map((r) => r.latitude)}::float8[],
      ${rows.map((r) => r.longitude)}::float8[]
    ) WITH ORDINALITY AS u("postalCode", "place", "canton", "community", "latitude", "longitude", "n")
    WHERE NOT EXISTS (
      SELECT 1 FROM "PostalLocality" p WHERE p."postalCode" = u."postalCode" AND p."place" = u."place"
    )
    ORDER BY u."n"
    ON CONFLICT ("postalCode", "place") DO NOTHING`;
}

async function seedTopics(db: Db): Promise<number> {
  const existing = new Set((await db.consultingTopic.findMany({ select: { key: true } })).map((t) => t.key));
  const missing = CONSULTING_TOPICS.map((t, i) => ({ ...t, sortOrder: (i + 1) * 10 })).filter((t) => !existing.has(t.key));
  if (missing.length === 0) return 0;
  const { count } = await db.consultingTopic.createMany({ data: missing, skipDuplicates: true });
  return count;
}

async function seedCategories(db: Db): Promise<number> {
  const existing = new Set((await db.ratingCategory.findMany({ select: { key: true } })).map((c) => c.key));
  const missing = RATING_CATEGORIES.map((c, i) => ({ ...c, sortOrder: (i + 1) * 10 })).filter((c) => !existing.has(c.key));
  if (missing.length === 0) return 0;
  const { count } = await db.ratingCategory.createMany({ data: missing, skipDuplicates: true });
  return count;
}

/** Only into an empty table: once administrators own the questionnaire, the seed keeps out. */
async function seedQuestions(db: Db): Promise<number> {
  return db.$transaction(async (tx) => {
    // Two seeds started at once must not both find the table empty.
    await tx.$executeRaw`LOCK TABLE "QuestionDefinition" IN SHARE ROW EXCLUSIVE MODE`;
    if ((await tx.questionDefinition.count()) > 0) return 0;
    const categories = new Map((await tx.ratingCategory.findMany({ select: { id: true, key: true } })).map((c) => [c.key, c.id]));
    let sortOrder = 0;
    for (const q of QUESTIONS) {
      sortOrder += 10;
      const ratingCategoryId = q.category === null ? null : categories.get(q.category);
      if (ratingCategoryId === undefined) throw new Error(`rating category ${q.category} is missing`);
      await tx.questionDefinition.create({
        data: {
          type: q.type,
          text: q.text,
          description: q.description ?? Prisma.DbNull,
          customerHint: q.customerHint ?? Prisma.DbNull,
          required: q.required,
          prefix: q.prefix ?? Prisma.DbNull,
          suffix: q.suffix ?? Prisma.DbNull,
          ratingCategoryId,
          sortOrder,
          options: q.options ? { create: q.options.map((o, i) => ({ text: o.text, points: o.points, sortOrder: (i + 1) * 10 })) } : undefined,
        },
      });
    }
    return QUESTIONS.length;
  });
}

async function seedPricingPlans(db: Db): Promise<number> {
  let changed = 0;
  for (const p of PRICING_PLANS) {
    // Writes only when something differs, so a re-run leaves the rows untouched.
    changed += await db.$executeRaw`
      INSERT INTO "PricingPlan" ("id", "monthlyPriceChf", "perUser", "highlighted", "features", "sortOrder", "active")
      VALUES (${p.id}, ${p.monthlyPriceChf}, ${p.perUser}, ${p.highlighted}, ${p.features}::text[], ${p.sortOrder}, true)
      ON CONFLICT ("id") DO UPDATE SET
        "monthlyPriceChf" = EXCLUDED."monthlyPriceChf",
        "perUser" = EXCLUDED."perUser",
        "highlighted" = EXCLUDED."highlighted",
        "features" = EXCLUDED."features",
        "sortOrder" = EXCLUDED."sortOrder"
      WHERE ("PricingPlan"."monthlyPriceChf", "PricingPlan"."perUser", "PricingPlan"."highlighted", "PricingPlan"."features", "PricingPlan"."sortOrder")
        IS DISTINCT FROM (EXCLUDED."monthlyPriceChf", EXCLUDED."perUser", EXCLUDED."highlighted", EXCLUDED."features", EXCLUDED."sortOrder")`;
  }
  return changed;
}
